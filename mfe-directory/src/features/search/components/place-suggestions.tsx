/**
 * "We did not recognise “Kumassi”. Did you mean Kumasi?": shown when the typed place names no town,
 * region or provider, instead of advice about distance that would not help. Each name is a link
 * that runs the same search with that place, so it works with the keyboard and can be shared.
 */
import { Trans, useT } from "@gh/i18n";
import { Link } from "@gh/router";

export interface PlaceSuggestionsProps {
  location: string;
  suggestions: readonly string[];
  /** The /search link for a suggested place (the same search, that place, page 1). */
  hrefFor: (place: string) => string;
}

/** The API sends up to three names; each number of them is a sentence of its own, each name a link drawn by the code. */
const MOST_SUGGESTIONS = 3;

export function PlaceSuggestions({ location, suggestions, hrefFor }: PlaceSuggestionsProps) {
  const t = useT();
  const shown = suggestions.slice(0, MOST_SUGGESTIONS);
  const links = Object.fromEntries(
    shown.map((place, index) => [
      index,
      <Link key={place} to={hrefFor(place)} className="search-page__suggestion">
        {place}
      </Link>,
    ]),
  );
  return (
    <div className="search-page__place-note">
      <p>{t("We did not recognise the town “{location}”.", { location })}</p>
      {shown.length > 0 ? (
        <p>
          {shown.length === 1 ? (
            <Trans message="Did you mean <0/>?" components={links} />
          ) : shown.length === 2 ? (
            <Trans message="Did you mean <0/> or <1/>?" components={links} />
          ) : (
            <Trans message="Did you mean <0/>, <1/> or <2/>?" components={links} />
          )}
        </p>
      ) : (
        <p>{t("Check the spelling, or try a town such as Accra, Kumasi or Tamale, or a region.")}</p>
      )}
    </div>
  );
}
