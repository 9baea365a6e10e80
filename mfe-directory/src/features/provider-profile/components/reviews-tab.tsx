/** A provider's reviews, newest first, ten at a time with "Load more reviews". */
import { Badge, Button, Spinner } from "@gh/ui";
import { useState } from "react";
import { countOf, formatReviewDate } from "../../../lib/format";
import { Stars } from "../../providers/components/stars";
import { useReviewPages } from "../api/use-reviews";

export function ReviewsTab({ providerId }: { providerId: string }) {
  const [pages, setPages] = useState(1);
  const results = useReviewPages(providerId, pages);
  const reviews = results.flatMap((result) => result.data?.reviews ?? []);
  const first = results[0];
  const last = results[results.length - 1];
  const total = last?.data?.total ?? first?.data?.total ?? 0;

  if (first?.isPending) return <Spinner label="Loading reviews..." />;
  if (first?.isError) return <ReviewsError onRetry={() => void first.refetch()} />;
  if (total === 0 && reviews.length === 0) return <p>No reviews yet.</p>;

  return (
    <section aria-labelledby="profile-reviews" className="profile-reviews">
      <h2 id="profile-reviews" className="profile-subheading">
        Patient Reviews
      </h2>
      <ul className="profile-reviews__list">
        {reviews.map((review) => (
          <li key={review.id} className="profile-review">
            <article aria-labelledby={`review-${review.id}`}>
              <header className="profile-review__header">
                <div className="profile-review__row">
                  <h3 id={`review-${review.id}`} className="profile-review__name">
                    {review.patientName}
                  </h3>
                  <time dateTime={review.createdAt} className="profile-review__date">
                    {formatReviewDate(review.createdAt)}
                  </time>
                </div>
                <div className="profile-review__row profile-review__row--start">
                  <Stars rating={review.rating} />
                  {review.appointmentDate && <Badge tone="success">Verified visit</Badge>}
                </div>
              </header>
              {review.comment && <p className="profile-review__comment">{review.comment}</p>}
            </article>
          </li>
        ))}
      </ul>
      <div className="profile-reviews__more">
        <p role="status" className="profile-reviews__count">
          Showing {reviews.length} of {countOf(total, "review")}
        </p>
        {last?.isPending ? (
          <Spinner label="Loading more reviews..." />
        ) : last?.isError ? (
          <ReviewsError onRetry={() => void last.refetch()} />
        ) : (
          reviews.length < total && (
            <Button variant="outline" onClick={() => setPages(pages + 1)}>
              Load more reviews
            </Button>
          )
        )}
      </div>
    </section>
  );
}

function ReviewsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="profile-reviews__error">
      <p>Reviews could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
