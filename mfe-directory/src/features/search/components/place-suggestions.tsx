/**
 * "We did not recognise “Kumassi”. Did you mean Kumasi?": shown when the typed place names no town,
 * region or provider, instead of advice about distance that would not help. Each name is a link
 * that runs the same search with that place, so it works with the keyboard and can be shared.
 */
import { Link } from "@gh/router";
import { Fragment } from "react";

export interface PlaceSuggestionsProps {
  location: string;
  suggestions: readonly string[];
  /** The /search link for a suggested place (the same search, that place, page 1). */
  hrefFor: (place: string) => string;
}

export function PlaceSuggestions({ location, suggestions, hrefFor }: PlaceSuggestionsProps) {
  return (
    <div className="search-page__place-note">
      <p>We did not recognise the town “{location}”.</p>
      {suggestions.length > 0 ? (
        <p>
          Did you mean{" "}
          {suggestions.map((place, index) => (
            <Fragment key={place}>
              {index > 0 && (index === suggestions.length - 1 ? " or " : ", ")}
              <Link to={hrefFor(place)} className="search-page__suggestion">
                {place}
              </Link>
            </Fragment>
          ))}
          ?
        </p>
      ) : (
        <p>Check the spelling, or try a town such as Accra, Kumasi or Tamale, or a region.</p>
      )}
    </div>
  );
}
