import { Star } from "@gh/ui";

/** "★ 4.8 (23 reviews)", read out in words by screen readers. */
export function Rating({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  const label = reviewCount === 0 ? "No reviews yet" : `Rated ${averageRating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
  return (
    <span className="directory-rating" aria-label={label} role="img">
      <Star size={16} className="directory-rating__star" />
      {reviewCount === 0 ? (
        "New"
      ) : (
        <>
          {averageRating.toFixed(1)} <span className="directory-muted">({reviewCount})</span>
        </>
      )}
    </span>
  );
}
