/** Reviews: the provider's rating and their latest reviews, with the way to all of them. */
import type { ProviderDashboard } from "@gh/contracts/providers/options";
import { Link } from "@gh/router";
import { buttonClass, Card } from "@gh/ui";
import { Trans, useT } from "../../../lib/i18n";
import { ReviewList } from "./review-list";
import { Stars } from "./stars";

export function DashboardReviewsTab({ dashboard }: { dashboard: ProviderDashboard }) {
  const t = useT();
  const { averageRating, reviewCount } = dashboard.stats;
  return (
    <section aria-labelledby="dashboard-reviews" className="dashboard-reviews">
      <div className="dashboard-reviews__summary">
        <h2 id="dashboard-reviews" className="dashboard-section-title">
          {t("Latest Reviews")}
        </h2>
        {reviewCount > 0 && (
          <p className="rating-summary">
            <Stars rating={averageRating} size={18} />
            <span>
              <Trans
                message="<0>{rating}</0> average from {count, plural, one {# review} other {# reviews}}"
                values={{ rating: averageRating.toFixed(1), count: reviewCount }}
                components={{ 0: <strong /> }}
              />
            </span>
          </p>
        )}
      </div>
      {dashboard.reviews.length === 0 ? (
        <Card className="dashboard-message">
          <p>{t("No reviews yet.")}</p>
        </Card>
      ) : (
        <ReviewList reviews={dashboard.reviews} />
      )}
      <Link to="/provider/reviews" className={buttonClass("outline")}>
        {t("See all reviews")}
      </Link>
    </section>
  );
}
