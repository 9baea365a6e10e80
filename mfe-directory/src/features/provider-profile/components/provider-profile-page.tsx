/** /provider/:id (docs/product-rules.md#screens-and-texts): header, About / Reviews / Schedule tabs, and a sidebar of contacts and stats. */
import { providerName } from "@gh/contracts/regions";
import { useT } from "@gh/i18n";
import { Button, buttonClass, Skeleton, Spinner, useDocumentTitle } from "@gh/ui";
import { Tabs } from "@gh/ui/flows";
import { Link, useParams } from "@gh/router";
import { errorStatus } from "../../../lib/api-error";
import { useProvider } from "../api/use-provider";
import { AboutTab } from "./about-tab";
import { ProfileHeader } from "./profile-header";
import { ProfileSidebar } from "./profile-sidebar";
import { ReviewsTab } from "./reviews-tab";
import { ScheduleTab } from "./schedule-tab";
import "../../../components/provider-card.css";
import "./provider-profile.css";

export default function ProviderProfilePage() {
  const t = useT();
  const { id = "" } = useParams();
  const { data: provider, isPending, error, refetch } = useProvider(id);
  const status = errorStatus(error);
  const missing = status === 404 || status === 400;
  useDocumentTitle(provider ? providerName(provider) : missing ? t("Provider Not Found") : null);

  if (isPending) return <ProfileSkeleton />;
  if (!provider) {
    return (
      <section className="container profile-page profile-page--message" aria-labelledby="profile-problem">
        <h1 id="profile-problem">{missing ? t("Provider Not Found") : t("Something went wrong")}</h1>
        <p>{missing ? t("The provider you're looking for doesn't exist or has been removed.") : t("We could not load this provider. Please try again.")}</p>
        <div className="profile-page__message-actions">
          {!missing && <Button onClick={() => void refetch()}>{t("Try Again")}</Button>}
          <Link to="/search" className={buttonClass(missing ? "primary" : "outline")}>
            {t("Browse All Providers")}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <div className="container profile-page">
      <ProfileHeader provider={provider} />
      <div className="profile-page__layout">
        <div className="profile-page__main">
          <Tabs
            ariaLabel={t("Provider information")}
            items={[
              // translators: a tab: about the provider
              { id: "about", label: t("About"), content: <AboutTab provider={provider} /> },
              { id: "reviews", label: t("Reviews ({count})", { count: provider.reviewCount }), content: <ReviewsTab providerId={id} /> },
              // translators: a tab: the provider's working hours
              { id: "schedule", label: t("Schedule"), content: <ScheduleTab workingHours={provider.workingHours} open24Hours={provider.open24Hours} /> },
            ]}
          />
        </div>
        <ProfileSidebar provider={provider} />
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const t = useT();
  return (
    <div className="container profile-page" aria-busy="true">
      <Spinner label={t("Loading provider...")} className="profile-page__spinner" />
      <div className="profile-header ui-card" aria-hidden="true">
        <Skeleton width={112} height={112} circle />
        <div className="profile-header__who">
          <Skeleton height={32} width="60%" />
          <Skeleton height={20} width="30%" />
          <Skeleton height={20} width="80%" />
        </div>
      </div>
      <div className="profile-page__layout" aria-hidden="true">
        <Skeleton height={240} />
        <Skeleton height={240} />
      </div>
    </div>
  );
}
