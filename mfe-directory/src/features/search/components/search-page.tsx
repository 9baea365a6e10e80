/**
 * /search (docs/product-rules.md#screens-and-texts). Everything it shows comes from the query string, so a search can
 * be shared, bookmarked and revisited with Back. With no filters it lists up to 50 featured
 * providers ("All Healthcare Providers"); with filters, a page of the search API's results.
 */
import { FEATURED_SEARCH_LIMIT, SEARCH_PLACEHOLDER_CARDS } from "@gh/contracts/constants";
import type { FirstScreenQueries } from "@gh/contracts/federation";
import { suggestPlaces } from "@gh/contracts/places/suggestions";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import type { SearchResults } from "@gh/contracts/search";
import { tidySearchParams } from "@gh/contracts/search/address";
import { useT } from "@gh/i18n";
import { CRITERIA_KEYS } from "@gh/contracts/search/criteria";
import { readSearchState, searchApiQuery, searchPageReads } from "@gh/contracts/search/page";
import { Button, ChevronLeft, Search, useAppRunning, useDocumentTitle } from "@gh/ui";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "@gh/router";
import { errorFields, errorMessage, errorStatus } from "../../../lib/api-error";
import { useFeaturedProviders } from "../../../lib/use-featured-providers";
import { BookAppointment } from "../../../components/book-appointment";
import { ProviderCard } from "../../../components/provider-card";
import { ProviderCardSkeletons } from "../../../components/provider-card-skeletons";
import { SearchForm, type SearchFieldErrors } from "../../../components/search-form";
import { useProviderSearch } from "../api/use-provider-search";
import {
  activeFilters,
  clearedParams,
  hasFlagFilter,
  hasPlace,
  pageCount,
  paramsForSearch,
  resultsCount,
  SEARCH_FLAGS,
  sortProviders,
  withoutParams,
  withPage,
  withSort,
} from "../search-state";
import { FilterChips } from "./filter-chips";
import { PlaceSuggestions } from "./place-suggestions";
import { Pagination } from "./pagination";
import { SortSelect } from "./sort-select";
import "../../../components/provider-card.css";
import "./search-page.css";

/** Fetched with this page's code: the results (or, unfiltered, the featured providers) and the form's specialties. */
export const firstScreenQueries: FirstScreenQueries = ({ search }) => searchPageReads(search);

type ResultCard = Provider & { distanceKm?: number | null; nextFreeSlot?: string | null };

export default function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const search = useProviderSearch(searchApiQuery(state), state.filtered);
  const featured = useFeaturedProviders(FEATURED_SEARCH_LIMIT, !state.filtered);
  const query = state.filtered ? search : featured;
  const title = state.filtered ? t("Search Results") : t("All Healthcare Providers");
  useDocumentTitle(title);
  // Drawn as HTML by the Worker, the page's own buttons wait for the app (useAppRunning).
  const running = useAppRunning();

  // An address a plain GET form wrote (empty fields, "any", a typed date; the Worker tidies it, but a
  // page served from the service worker's copy skips the Worker) is shown as the app writes it.
  useEffect(() => {
    const tidy = tidySearchParams(params);
    if (tidy.toString() !== params.toString()) setParams(tidy, { replace: true });
  }, [params, setParams]);

  // A 400 names the fields the API could not use (e.g. a town it cannot place, with a distance).
  const invalid = state.filtered && errorStatus(search.error) === 400;
  const apiFields = invalid ? errorFields(search.error) : {};
  const fieldErrors: SearchFieldErrors = Object.fromEntries(CRITERIA_KEYS.filter((f) => apiFields[f]).map((f) => [f, apiFields[f]]));
  const otherProblems = Object.entries(apiFields).filter(([field]) => !(CRITERIA_KEYS as readonly string[]).includes(field));

  // On a phone the form folds away once there are results to look at, and opens to show a problem; the visitor can toggle it.
  const [formOpen, setFormOpen] = useState<boolean | null>(null);
  const showForm = formOpen ?? (!state.filtered || invalid);
  const resultsRef = useRef<HTMLDivElement>(null);

  function changePage(page: number) {
    setParams(withPage(params, page));
    resultsRef.current?.scrollIntoView({ block: "start" });
    resultsRef.current?.focus({ preventScroll: true });
  }

  let results: { cards: ResultCard[]; total: number; pages: number; place: SearchResults["place"]; unknownPlace: string[] | null } | null = null;
  if (state.filtered && search.data) {
    const { providers, total, pageSize, place, placeRecognised, placeSuggestions } = search.data;
    results = { cards: providers, total, pages: pageCount(total, pageSize), place, unknownPlace: placeRecognised === false ? (placeSuggestions ?? []) : null };
  } else if (!state.filtered && featured.data) {
    const cards = sortProviders(featured.data, state.sort);
    results = { cards, total: cards.length, pages: 1, place: null, unknownPlace: null };
  }
  // With a distance the API answers 400 for a place it cannot find; the same nearest names are offered.
  const invalidPlaceSuggestions = invalid && apiFields.location ? suggestPlaces(state.criteria.location) : [];
  const placeHref = (place: string) => `/search?${paramsForSearch(params, { ...state.criteria, location: place }).toString()}`;

  return (
    <div className="container search-page">
      <header className="search-page__header">
        <h1>{title}</h1>
        <Button
          variant="outline"
          size="sm"
          className="search-page__form-toggle"
          aria-expanded={showForm}
          aria-controls="search-page-form"
          disabled={!running}
          onClick={() => setFormOpen(!showForm)}
        >
          <Search size={16} /> {showForm ? t("Hide search") : t("Change search")}
        </Button>
      </header>
      <div className="search-page__layout">
        <div id="search-page-form" className="search-page__form" data-open={showForm}>
          <SearchForm
            // A new query string (a chip removed, Back) starts the form again from it.
            key={CRITERIA_KEYS.map((f) => state.criteria[f]).join("|")}
            initialCriteria={state.criteria}
            fieldErrors={fieldErrors}
            flagChoices={SEARCH_FLAGS}
            onSearch={(criteria) => {
              setParams(paramsForSearch(params, criteria));
              setFormOpen(null);
            }}
          />
        </div>
        <div className="search-page__results" ref={resultsRef} tabIndex={-1} aria-busy={!results && !query.isError}>
          <FilterChips
            filters={activeFilters(state.criteria)}
            onRemove={(filter) => setParams(withoutParams(params, filter.keys))}
            onClearAll={() => setParams(clearedParams(params))}
          />
          <div className="search-page__toolbar">
            <p className="search-page__count" role="status">
              {results ? resultsCount(state.criteria, results.total) : query.isError ? "" : t("Loading providers...")}
            </p>
            <SortSelect value={state.sort} hasPlace={state.filtered && hasPlace(state.criteria, search.data?.place)} onChange={(sort) => setParams(withSort(params, sort))} />
          </div>
          {results?.place && results.cards.length > 0 && (
            <p className="search-page__place">
              {results.place.region
                ? t("Distances from {place}, {region}", { place: results.place.name, region: t(results.place.region) })
                : t("Distances from your location")}
            </p>
          )}
          {query.isError ? (
            invalid ? (
              <div className="search-page__message" role="alert">
                <p className="search-page__message-title">{errorMessage(search.error) ?? t("Error loading providers. Please try again.")}</p>
                {invalidPlaceSuggestions.length > 0 && (
                  <PlaceSuggestions location={state.criteria.location} suggestions={invalidPlaceSuggestions} hrefFor={placeHref} />
                )}
                {otherProblems.length > 0 && (
                  <ul>
                    {otherProblems.map(([field, message]) => (
                      <li key={field}>{message}</li>
                    ))}
                  </ul>
                )}
                <p>{t("Check the highlighted fields in the search form.")}</p>
                <Button variant="outline" onClick={() => setParams(clearedParams(params))}>
                  {t("Clear Filters")}
                </Button>
              </div>
            ) : (
              <div className="search-page__message" role="alert">
                <p className="search-page__message-title">{t("Error loading providers. Please try again.")}</p>
                <Button variant="outline" onClick={() => void query.refetch()}>
                  {t("Try Again")}
                </Button>
              </div>
            )
          ) : !results ? (
            <ul className="directory-card-grid search-page__grid" aria-hidden="true">
              <ProviderCardSkeletons count={SEARCH_PLACEHOLDER_CARDS} />
            </ul>
          ) : results.cards.length === 0 ? (
            <div className="search-page__message">
              <p className="search-page__message-title">{t("No providers found")}</p>
              {state.filtered && (
                <>
                  {results.unknownPlace ? (
                    <PlaceSuggestions location={state.criteria.location} suggestions={results.unknownPlace} hrefFor={placeHref} />
                  ) : (
                    <p>
                      {hasFlagFilter(state.criteria)
                        ? t("Try another specialty, a larger distance, a different date or fewer filters.")
                        : t("Try another specialty, a larger distance or a different date.")}
                    </p>
                  )}
                  <Button onClick={() => setParams(clearedParams(params))} disabled={!running}>
                    {t("Clear Filters")}
                  </Button>
                </>
              )}
            </div>
          ) : (
            <>
              <ul className="directory-card-grid search-page__grid">
                {results.cards.map((provider) => (
                  <li key={provider.id}>
                    <ProviderCard
                      provider={provider}
                      headingLevel="h2"
                      distanceKm={provider.distanceKm}
                      nextFreeSlot={provider.nextFreeSlot}
                      bookingAction={<BookAppointment provider={provider} size="md" accessibleName={t("Book Appointment with {name}", { name: providerName(provider) })} />}
                    />
                  </li>
                ))}
              </ul>
              {state.filtered && <Pagination page={state.page} pages={results.pages} onPageChange={changePage} />}
            </>
          )}
          {state.filtered && state.page > 1 && results && results.cards.length === 0 && (
            <Button variant="ghost" onClick={() => changePage(1)} disabled={!running}>
              <ChevronLeft size={18} /> {t("Back to page 1")}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
