/** A provider's reviews, newest first, ten at a time with "Load more reviews". */
import { formatPlainDate } from "@gh/contracts/ghana-time/lists";
import { REVIEWS_PAGE_SIZE } from "@gh/contracts/search/options";
import { useT } from "@gh/i18n";
import { Badge, Button, Spinner } from "@gh/ui";
import { useState } from "react";
import { Stars } from "../../../components/stars";
import { useReviewPage } from "../api/use-reviews";

export function ReviewsTab({ providerId }: { providerId: string }) {
  const t = useT();
  const [pages, setPages] = useState(1);
  const first = useReviewPage(providerId, 1);
  const last = useReviewPage(providerId, pages);
  const total = last.data?.total ?? first.data?.total ?? 0;
  // Every page before the last is full; the last shows once it has arrived.
  const shown = Math.min(total, (pages - 1) * REVIEWS_PAGE_SIZE + (last.data?.reviews.length ?? 0));

  if (first.isPending) return <Spinner label={t("Loading reviews...")} />;
  if (first.isError) return <ReviewsError onRetry={() => void first.refetch()} />;
  if (total === 0) return <p>{t("No reviews yet.")}</p>;

  return (
    <section aria-labelledby="profile-reviews" className="profile-reviews">
      <h2 id="profile-reviews" className="profile-subheading">
        {t("Patient Reviews")}
      </h2>
      <ul className="profile-reviews__list">
        {Array.from({ length: pages }, (_, index) => (
          <ReviewPageItems key={index} providerId={providerId} page={index + 1} />
        ))}
      </ul>
      <div className="profile-reviews__more">
        <p role="status" className="profile-reviews__count">
          {t("Showing {shown} of {total, plural, one {# review} other {# reviews}}", { shown, total })}
        </p>
        {last.isPending ? (
          <Spinner label={t("Loading more reviews...")} />
        ) : last.isError ? (
          <ReviewsError onRetry={() => void last.refetch()} />
        ) : (
          shown < total && (
            <Button variant="outline" onClick={() => setPages(pages + 1)}>
              {t("Load more reviews")}
            </Button>
          )
        )}
      </div>
    </section>
  );
}

/** The reviews of one page, as list items of the tab's one list (nothing until the page has arrived). */
function ReviewPageItems({ providerId, page }: { providerId: string; page: number }) {
  const t = useT();
  const { data } = useReviewPage(providerId, page);
  return (
    <>
      {data?.reviews.map((review) => (
        <li key={review.id} className="profile-review">
          <article aria-labelledby={`review-${review.id}`}>
            <header className="profile-review__header">
              <div className="profile-review__row">
                <h3 id={`review-${review.id}`} className="profile-review__name">
                  {review.patientName}
                </h3>
                <time dateTime={review.createdAt} className="profile-review__date">
                  {formatPlainDate(review.createdAt)}
                </time>
              </div>
              <div className="profile-review__row profile-review__row--start">
                <Stars rating={review.rating} />
                {review.appointmentDate && <Badge tone="success">{t("Verified visit")}</Badge>}
              </div>
            </header>
            {review.comment && <p className="profile-review__comment">{review.comment}</p>}
          </article>
        </li>
      ))}
    </>
  );
}

function ReviewsError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="profile-reviews__error">
      <p>{t("Reviews could not be loaded.")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("Try Again")}
      </Button>
    </div>
  );
}
