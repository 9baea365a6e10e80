/**
 * /provider/edit-profile (docs/product-rules.md#provider-registration; providers only, the route guard sends
 * everyone else to /): the provider's licence (docs/product-rules.md#licences-and-nhis), own contact,
 * fees, services, hours, NHIS and days off, and Delete Profile; a link to /provider/:id/edit for the
 * photo, name, specialty and town. /provider/edit-profile#licence opens at the Licence section.
 */
import { readApiProblem } from "@gh/api-client";
import { MESSAGES } from "@gh/contracts/messages";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { Link, useLocation } from "@gh/router";
import { Button, buttonClass, Card, PageHeader, Spinner, useDocumentTitle } from "@gh/ui";
import { useEffect, useState } from "react";
import { TimeOffSection } from "../../../components/time-off-section";
import { refreshProviderData } from "../api/provider-queries";
import { useOwnProfile } from "../api/use-own-profile";
import { DeleteProfileDialog } from "./delete-profile-dialog";
import { LICENCE_SECTION_ID, LicenceSection } from "./licence-section";
import { PublicDetailsSection } from "./public-details-section";
import { SELF_EDIT_FORM_ID, SelfEditForm } from "./self-edit-form";
import { useQueryClient } from "@gh/query";
import { useT } from "../../../lib/i18n";
import "./edit-profile.css";

export default function ProviderEditProfilePage() {
  const t = useT();
  useDocumentTitle(t("Edit Profile"));
  const profile = useOwnProfile();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { hash } = useLocation();
  const loaded = profile.isSuccess;

  // A link to #licence (the dashboard's notice, the registration's) lands on that section once it is drawn: the shell scrolls
  // to a fragment on navigation, when this remote has not drawn it yet.
  useEffect(() => {
    if (!loaded || hash !== `#${LICENCE_SECTION_ID}`) return;
    const section = document.getElementById(LICENCE_SECTION_ID);
    section?.scrollIntoView?.({ block: "start", behavior: "instant" });
    section?.querySelector<HTMLElement>("h2")?.focus();
  }, [loaded, hash]);

  let content;
  if (profile.isPending) {
    content = <Spinner label={t("Loading profile...")} className="edit-profile__message" />;
  } else if (profile.isError) {
    const missing = readApiProblem(profile.error).status === 404;
    content = missing ? (
      <Card className="edit-profile__message">
        <h2>{t(PROVIDER_MESSAGES.profileNotFound)}</h2>
        <p>{t("Your account has no provider profile yet. Register your practice to appear in search.")}</p>
        <Link to="/register-provider" className={buttonClass("primary")}>
          {t("Register as a Provider")}
        </Link>
      </Card>
    ) : (
      <div className="edit-profile__message" role="alert">
        <h2>{t("We could not load your profile")}</h2>
        <p>{t("Check your connection and try again.")}</p>
        <Button onClick={() => void profile.refetch()} loading={profile.isFetching}>
          {t(MESSAGES.retry)}
        </Button>
      </div>
    );
  } else {
    content = (
      <>
        <PublicDetailsSection profile={profile.data} />
        <LicenceSection profile={profile.data} />
        <SelfEditForm profile={profile.data} onSavingChange={setSaving} />
        <TimeOffSection onChanged={() => void refreshProviderData(queryClient)} />
        <div className="edit-profile__actions">
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t("Delete Profile")}
          </Button>
          <div className="edit-profile__actions-end">
            <Link to="/provider/dashboard" className={buttonClass("outline")}>
              {t("Cancel")}
            </Link>
            <Button type="submit" form={SELF_EDIT_FORM_ID} loading={saving}>
              {saving ? t("Saving...") : t("Save Changes")}
            </Button>
          </div>
        </div>
        <DeleteProfileDialog open={deleting} onOpenChange={setDeleting} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("Edit Profile")} description={t("Keep your contact details, fees, services, working hours and days off up to date.")} />
      <div className="container edit-profile">{content}</div>
    </>
  );
}
