/**
 * Ratings as stars. The input is five native radio buttons, one per star, drawn as stars: tapping a
 * star chooses it, and from the keyboard Tab reaches the group and the arrow keys move between (and
 * choose) the stars, as any radio group. One star is the least; there is no "no stars" rating.
 */
import { useT } from "@gh/i18n";
import { cx, Star, StarHalf, VisuallyHidden } from "@gh/ui";
import { useId } from "react";
import { ratingLabel } from "../appointment-view";

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  legend: string;
  /** 0 while none is chosen. */
  value: number;
  onChange: (rating: number) => void;
  hint?: string;
  autoFocus?: boolean;
}

export function StarRatingInput({ legend, value, onChange, hint, autoFocus = false }: StarRatingInputProps) {
  const t = useT();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="star-rating" aria-describedby={hint ? hintId : undefined}>
      <legend className="star-rating__legend">
        {legend} <span aria-hidden="true">*</span>
      </legend>
      <div className="star-rating__stars">
        {STARS.map((stars) => (
          <label key={stars} className={cx("star-rating__star", stars <= value && "star-rating__star--on")}>
            <input
              type="radio"
              className="star-rating__radio"
              name={name}
              value={stars}
              checked={value === stars}
              required
              // The first star, or the chosen one, is where Tab lands (the browser's radio group rule).
              data-autofocus={autoFocus && (value === 0 ? stars === 1 : stars === value) ? true : undefined}
              onChange={() => onChange(stars)}
            />
            <Star size={32} />
            <VisuallyHidden>{ratingLabel(stars)}</VisuallyHidden>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="star-rating__hint">
          {value > 0 ? `${t("{count, plural, one {# star chosen.} other {# stars chosen.}}", { count: value })} ` : ""}
          {hint}
        </p>
      )}
    </fieldset>
  );
}

/** A rating shown as stars (halves drawn half), named in words for a screen reader. */
export function StarsShown({ rating }: { rating: number }) {
  const t = useT();
  return (
    <span className="star-rating__shown" role="img" aria-label={t("{count, plural, one {# star out of 5} other {# stars out of 5}}", { count: rating })}>
      {STARS.map((stars) => (
        <span key={stars} className={cx("star-rating__glyph", stars <= rating && "star-rating__star--on")}>
          <Star size={18} />
          {stars - 0.5 === rating && <StarHalf size={18} className="star-rating__half" />}
        </span>
      ))}
    </span>
  );
}
