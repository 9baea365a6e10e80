import { useT } from "@gh/i18n";
import { Star, StarHalf } from "@gh/ui";

/** Five stars for a 0–5 rating in halves, read out as "Rated 4.5 out of 5". */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = useT();
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return (
    <span className="directory-stars" role="img" aria-label={t("Rated {rating} out of 5", { rating: halves / 2 })}>
      {[0, 1, 2, 3, 4].map((index) => {
        const filled = halves - index * 2;
        return (
          <span key={index} className="directory-stars__star">
            <Star size={size} className={filled >= 2 ? "directory-stars__full" : "directory-stars__empty"} />
            {filled === 1 && <StarHalf size={size} className="directory-stars__half" />}
          </span>
        );
      })}
    </span>
  );
}
