import { useT } from "@gh/i18n";
import { Star } from "@gh/ui";

/** "★ 4.8 (23 reviews)", read out in words by screen readers. */
export function Rating({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  const t = useT();
  const rating = averageRating.toFixed(1);
  const label =
    reviewCount === 0
      ? t("No reviews yet")
      : t("{count, plural, one {Rated {rating} out of 5 from # review} other {Rated {rating} out of 5 from # reviews}}", { count: reviewCount, rating });
  return (
    <span className="directory-rating" aria-label={label} role="img">
      <Star size={16} className="directory-rating__star" />
      {reviewCount === 0 ? (
        // translators: a provider's rating when nobody has reviewed them yet
        t("New")
      ) : (
        <>
          {rating} <span className="directory-muted">({reviewCount})</span>
        </>
      )}
    </span>
  );
}
