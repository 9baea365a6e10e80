/**
 * /provider/reviews: every review of the signed-in provider, newest first, a page at a time, under
 * their average rating. Their provider id comes from the dashboard's answer (usually cached already).
 */
import { PageHeader, Spinner, useDocumentTitle } from "@gh/ui";
import { useState } from "react";
import { isMissingProfile, useProviderDashboard } from "../api/use-provider-dashboard";
import { LoadFailed } from "./load-failed";
import { Pagination } from "./pagination";
import { ProfileNotFound } from "./profile-not-found";
import { ReviewList } from "./review-list";
import { Stars } from "./stars";
import { pageCount } from "../dashboard-view";
import { Trans, useT } from "../../../lib/i18n";
import { useReviewPage } from "../api/use-review-page";
import "./provider-reviews.css";

export default function ProviderReviewsPage() {
  const t = useT();
  useDocumentTitle(t("Reviews"));
  const dashboard = useProviderDashboard();
  const [page, setPage] = useState(1);
  const reviews = useReviewPage(dashboard.data?.provider.id, page);

  if (dashboard.isError && isMissingProfile(dashboard.error)) return <ProfileNotFound />;

  let content;
  if (dashboard.isError) {
    content = <LoadFailed what="reviews" onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  } else if (dashboard.isPending || reviews.isPending) {
    content = <Spinner label={t("Loading reviews...")} />;
  } else if (reviews.isError) {
    content = <LoadFailed what="reviews" onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />;
  } else if (reviews.data.total === 0) {
    content = <p className="provider-reviews-page__empty">{t("No reviews yet.")}</p>;
  } else {
    const { total, pageSize } = reviews.data;
    const { averageRating, reviewCount } = dashboard.data.stats;
    content = (
      <>
        <p className="rating-summary provider-reviews-page__summary">
          <Stars rating={averageRating} size={20} />
          <span>
            <Trans
              message="<0>{rating}</0> average from {count, plural, one {# review} other {# reviews}}"
              values={{ rating: averageRating.toFixed(1), count: reviewCount }}
              components={{ 0: <strong /> }}
            />
          </span>
        </p>
        <h2 className="ui-sr-only">{t("Reviews, page {page}", { page: reviews.data.page })}</h2>
        <div aria-busy={reviews.isPlaceholderData || undefined} className="provider-reviews-page__list">
          <ReviewList reviews={reviews.data.reviews} />
        </div>
        <Pagination label={t("Review pages")} page={reviews.data.page} pages={pageCount(total, pageSize)} onPageChange={setPage} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("Reviews")} description={t("What patients say about their visits.")} />
      <div className="container provider-reviews-page">{content}</div>
    </>
  );
}
