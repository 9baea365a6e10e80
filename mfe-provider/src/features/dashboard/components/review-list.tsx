/** Patients' reviews of the provider, newest first: who, when, how many stars, what they said. */
import { formatLongDate } from "@gh/contracts/ghana-time";
import type { Review } from "@gh/contracts/search";
import { Badge } from "@gh/ui";
import { Stars } from "./stars";
import { useT } from "../../../lib/i18n";
import "./review-list.css";

export function ReviewList({ reviews, headingLevel = "h3" }: { reviews: readonly Review[]; headingLevel?: "h2" | "h3" }) {
  const t = useT();
  const Heading = headingLevel;
  return (
    <ul className="provider-reviews">
      {reviews.map((review) => (
        <li key={review.id} className="provider-review">
          <article aria-labelledby={`provider-review-${review.id}`}>
            <header className="provider-review__header">
              <Heading id={`provider-review-${review.id}`} className="provider-review__name">
                {review.patientName}
              </Heading>
              <time dateTime={review.createdAt} className="provider-review__date">
                {formatLongDate(review.createdAt)}
              </time>
            </header>
            <div className="provider-review__rating">
              <Stars rating={review.rating} />
              {review.appointmentDate && <Badge tone="success">{t("Verified visit")}</Badge>}
            </div>
            {review.comment && <p className="provider-review__comment">{review.comment}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
