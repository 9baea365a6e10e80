/**
 * /provider/:id/edit (docs/product-rules.md#provider-registration; signed-in users): the provider's owner or an
 * administrator edits the full profile. The server refuses anyone else (403), and the page says so.
 */
import { readApiProblem } from "@gh/api-client";
import { MESSAGES } from "@gh/contracts/messages";
import { Link, useParams } from "@gh/router";
import { Button, buttonClass, Card, PageHeader, Spinner, useDocumentTitle } from "@gh/ui";
import { isProviderId, useProviderForEdit } from "../api/use-provider-for-edit";
import { EditByIdForm } from "./edit-by-id-form";
import { useT } from "../../../lib/i18n";
import "./edit-profile.css";

export default function ProviderEditByIdPage() {
  const t = useT();
  const { id = "" } = useParams();
  const provider = useProviderForEdit(id);
  const missing = !isProviderId(id) || (provider.isError && readApiProblem(provider.error).status === 404);
  useDocumentTitle(missing ? t("Provider not found") : t("Edit Provider Profile"));

  let content;
  if (missing) {
    content = (
      <Card className="edit-profile__message">
        <h2>{t("Provider not found")}</h2>
        <p>{t("There is no provider profile at this address. It may have been removed.")}</p>
        <Link to="/" className={buttonClass("outline")}>
          {t("Back to Home")}
        </Link>
      </Card>
    );
  } else if (provider.isPending) {
    content = (
      <div className="edit-profile__message" aria-busy="true">
        <Spinner label={t("Loading profile...")} />
        <p aria-hidden="true">{t("Loading profile...")}</p>
      </div>
    );
  } else if (provider.isError) {
    content = (
      <div className="edit-profile__message" role="alert">
        <h2>{t("We could not load this profile")}</h2>
        <p>{t("Check your connection and try again.")}</p>
        <Button onClick={() => void provider.refetch()} loading={provider.isFetching}>
          {t(MESSAGES.retry)}
        </Button>
      </div>
    );
  } else {
    content = <EditByIdForm key={provider.data.id} provider={provider.data} />;
  }

  return (
    <>
      <PageHeader title={t("Edit Provider Profile")} description={t("Update the picture, basic information, location and professional details.")} />
      <div className="container edit-profile">{content}</div>
    </>
  );
}
