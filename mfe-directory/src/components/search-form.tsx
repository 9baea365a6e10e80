/**
 * The search form titled "Find Healthcare Providers" (docs/product-rules.md#screens-and-texts), on the landing page and
 * on /search. It renders at once: specialties fill in when their list arrives. Submitting calls the
 * supplied handler, or opens /search with only the non-empty criteria.
 */
import { DISTANCE_OPTIONS_KM } from "@gh/contracts/constants";
import { formatTypedDate } from "@gh/contracts/ghana-time/typed";
import { ghanaToday } from "@gh/contracts/ghana-time/day";
import { ANY_CHOICE } from "@gh/contracts/search/address";
import { EMPTY_CRITERIA, FLAG_KEYS, FLAG_ON, type FlagKey, isFlagOn, type SearchCriteria, searchPath } from "@gh/contracts/search/criteria";
import { SPECIALTIES } from "@gh/contracts/specialties";
import { msg, useT } from "@gh/i18n";
import { Button, Calendar, Checkbox, Field, Input, Navigation, Search, Select, useAppRunning, type SelectOption, type SelectProps } from "@gh/ui/core";
import { useEffect, useId, useState, type ComponentType, type FormEvent } from "react";
import { Link, useNavigate } from "@gh/router";
import { distanceLabel } from "../lib/format";
import { useSpecialties } from "../lib/use-specialties";
import { roundCoordinate, useGeolocation } from "../lib/use-geolocation";
import { QUICK_ACCESS } from "../lib/quick-access";
import { readTypedDate, TYPED_DATE_FORMAT } from "../lib/typed-date";
import type { DatePickerDialogProps } from "./date-picker-dialog";
import "../features/search-form/components/search-form.css";

const TYPE_YOUR_TOWN = {
  denied: msg("Location access was denied. Type your town instead."),
  unavailable: msg("We could not find your location. Type your town instead."),
};

/** Select items may not have an empty value (docs/product-rules.md#screens-and-texts): these stand for "no choice". */
const ANY_SPECIALTY = ANY_CHOICE;
const ANY_DISTANCE = ANY_CHOICE;

const RENDERED_AT_BUILD_TIME = typeof document === "undefined";

/** "Any distance" and the spec's distances ("Within 5km"), in the page's language. */
function distanceChoices(anyDistance: string): SelectOption[] {
  return [{ value: ANY_DISTANCE, label: anyDistance }, ...DISTANCE_OPTIONS_KM.map((km) => ({ value: String(km), label: distanceLabel(km) }))];
}

export type SearchFieldErrors = Partial<Record<keyof SearchCriteria, string>>;

/** A yes-only filter's checkbox: its criterion and its label (a message, shown with t(label)). */
export interface FlagChoice {
  key: FlagKey;
  label: string;
}

/**
 * The landing's yes-only filters. /search offers more (its page passes them in), so their texts and
 * code stay off the landing's first screen (docs/product-rules.md#performance-budgets).
 */
const LANDING_FLAGS: readonly FlagChoice[] = [
  { key: "open24Hours", label: msg("Open 24 hours") },
  { key: "walkIns", label: msg("Accepts walk-ins") },
];

export interface SearchFormProps {
  /** Criteria to start from (the current search on /search). */
  initialCriteria?: SearchCriteria;
  /** Called instead of navigating to /search. */
  onSearch?: (criteria: SearchCriteria) => void;
  /** The API's messages for the current search, by field. */
  fieldErrors?: SearchFieldErrors;
  className?: string;
  /** The yes-only filters offered as checkboxes, in order; the landing's two when not given. */
  flagChoices?: readonly FlagChoice[];
}

export function SearchForm({ initialCriteria = EMPTY_CRITERIA, onSearch, fieldErrors = {}, className, flagChoices = LANDING_FLAGS }: SearchFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const running = useAppRunning();
  const titleId = useId();
  const placesId = useId();
  const [specialty, setSpecialty] = useState(initialCriteria.specialty);
  const [location, setLocation] = useState(initialCriteria.location);
  // What the visitor typed, day first; the criteria carry it as "YYYY-MM-DD".
  const [dateText, setDateText] = useState(formatTypedDate(initialCriteria.date));
  const [distance, setDistance] = useState(initialCriteria.distance);
  const [flags, setFlags] = useState(() => Object.fromEntries(FLAG_KEYS.map((key) => [key, isFlagOn(initialCriteria[key]) ? FLAG_ON : ""])) as Pick<SearchCriteria, FlagKey>);
  const [dateError, setDateError] = useState<string | null>(null);
  const [placeNames, setPlaceNames] = useState<readonly string[] | null>(null);
  const myLocation = useGeolocation(TYPE_YOUR_TOWN);
  const today = ghanaToday();
  // The calendar button appears once the app runs (it needs it), over the field's end, so nothing
  // moves; the calendar itself is fetched when first opened.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const [DatePicker, setDatePicker] = useState<ComponentType<DatePickerDialogProps> | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  function openDatePicker() {
    if (DatePicker) return setPickerOpen(true);
    import("./date-picker-dialog").then(
      (module) => {
        setDatePicker(() => module.DatePickerDialog);
        setPickerOpen(true);
      },
      () => setDateError(msg("The calendar could not load. Type the date instead.")),
    );
  }

  // The visitor's position stands in for a typed place until they type one.
  const position = initialCriteria.lat && initialCriteria.lng && !location.trim() ? { lat: initialCriteria.lat, lng: initialCriteria.lng } : null;

  function search(criteria: SearchCriteria) {
    if (onSearch) onSearch(criteria);
    else navigate(searchPath(criteria));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = readTypedDate(dateText, today);
    if (typed.error !== undefined) {
      setDateError(typed.error);
      return;
    }
    setDateError(null);
    search({ specialty, location: location.trim(), date: typed.date, distance, lat: position?.lat ?? "", lng: position?.lng ?? "", ...flags });
  }

  function searchNearMe() {
    myLocation.locate(({ latitude, longitude }) => {
      setLocation("");
      // A date that cannot be used is left out rather than holding up the search.
      const date = readTypedDate(dateText, today).date ?? "";
      search({ specialty, location: "", date, distance, lat: roundCoordinate(latitude), lng: roundCoordinate(longitude), ...flags });
    });
  }

  function loadPlaceNames() {
    if (placeNames) return;
    import("../lib/place-names").then(
      (module) => setPlaceNames(module.PLACE_NAMES),
      () => undefined, // Suggestions are a nicety: typing still works without them.
    );
  }

  const locationError = fieldErrors.location ?? fieldErrors.lat ?? fieldErrors.lng;

  return (
    <section className={["search-form", className].filter(Boolean).join(" ")} aria-labelledby={titleId}>
      <h2 id={titleId} className="search-form__title">
        {t("Find Healthcare Providers")}
      </h2>
      {/* A real GET form to /search: before the app has started (or without JavaScript) submitting it
          still searches, and /search reads what it sends (criteriaFromParams). */}
      <form role="search" aria-labelledby={titleId} action="/search" method="get" noValidate onSubmit={submit}>
        <div className="search-form__fields">
          <Field label={t("Specialty")} error={fieldErrors.specialty} className="search-form__wide">
            <SpecialtySelect value={specialty} onChange={setSpecialty} />
          </Field>
          <Field label={t("Location")} error={locationError} hint={position ? t("Using your current location") : undefined} className="search-form__wide">
            <Input
              type="text"
              name="location"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              onFocus={loadPlaceNames}
              placeholder={t("Enter city or region, e.g. Accra, Kumasi")}
              autoComplete="address-level2"
              enterKeyHint="search"
              maxLength={100}
              list={placeNames ? placesId : undefined}
            />
          </Field>
          <Field
            // translators: {format} is how a date is typed, DD/MM/YYYY (day, month, year); it is kept as it is
            label={t("Date ({format})", { format: TYPED_DATE_FORMAT })}
            error={dateError ? t(dateError) : fieldErrors.date}
          >
            {(control) => (
              <div className="search-form__date">
                <Input
                  {...control}
                  type="text"
                  // Not the browser's date picker: it shows mm/dd/yyyy to an en-US phone (docs/architecture.md "Dates");
                  // ours (the button) is in day-month order, and typing ("28/11/26", "28 Nov 2026") still works.
                  name="date"
                  value={dateText}
                  autoComplete="off"
                  maxLength={20}
                  // translators: {example} is a date typed day first, 25/12/2026
                  placeholder={t("e.g. {example}", { example: "25/12/2026" })}
                  onChange={(event) => {
                    setDateText(event.target.value);
                    setDateError(null);
                  }}
                />
                {started && (
                  <button type="button" className="search-form__date-button" aria-label={t("Choose date from calendar")} aria-haspopup="dialog" onClick={openDatePicker} disabled={!running}>
                    <Calendar size={20} />
                  </button>
                )}
              </div>
            )}
          </Field>
          <Field label={t("Distance")} error={fieldErrors.distance}>
            <Select
              name="distance"
              options={distanceChoices(t("Any distance"))}
              value={distance || ANY_DISTANCE}
              onChange={(event) => setDistance(event.target.value === ANY_DISTANCE ? "" : event.target.value)}
            />
          </Field>
        </div>
        <fieldset className="search-form__flags">
          <legend className="search-form__flags-title">{t("Only show providers that")}</legend>
          {flagChoices.map(({ key, label }) => (
            <Checkbox key={key} label={t(label)} name={key} value={FLAG_ON} checked={flags[key] === FLAG_ON} onChange={(event) => setFlags({ ...flags, [key]: event.target.checked ? FLAG_ON : "" })} />
          ))}
        </fieldset>
        {DatePicker && pickerOpen && (
          <DatePicker
            value={readTypedDate(dateText, today).date ?? ""}
            min={today}
            onPick={(date) => {
              setDateText(formatTypedDate(date));
              setDateError(null);
              setPickerOpen(false);
            }}
            onClose={() => setPickerOpen(false)}
          />
        )}
        {placeNames && (
          <datalist id={placesId}>
            {placeNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        {myLocation.supported && (
          <div className="search-form__locate">
            <Button variant="ghost" size="sm" onClick={searchNearMe} loading={myLocation.locating} disabled={!running}>
              <Navigation size={16} /> {t("Use my location")}
            </Button>
            {myLocation.problem && (
              <p role="alert" className="search-form__locate-problem">
                {t(myLocation.problem)}
              </p>
            )}
          </div>
        )}
        <Button type="submit" size="lg" block>
          <Search size={20} /> {t("Search Providers")}
        </Button>
      </form>
      <nav className="search-form__quick" aria-labelledby={`${titleId}-quick`}>
        <h3 id={`${titleId}-quick`} className="search-form__quick-title">
          {t("Quick Access")}
        </h3>
        <ul className="search-form__quick-list">
          {QUICK_ACCESS.map(({ label, to, criteria }) => (
            <li key={label}>
              <Link
                to={to}
                className="search-form__quick-link"
                onClick={(event) => {
                  // On /search a shortcut search runs in place; other shortcuts go to their page.
                  if (!onSearch || !criteria) return;
                  event.preventDefault();
                  onSearch({ ...EMPTY_CRITERIA, ...criteria });
                }}
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/** Specialties from GET /api/specialties; the built-in list if that call fails, so the form still works. */
function SpecialtySelect({ value, onChange, ...control }: Omit<SelectProps, "options" | "onChange"> & { value: string; onChange: (id: string) => void }) {
  const t = useT();
  const { data, isPending, isError } = useSpecialties();
  // The build-time render offers the built-in list, so the prerendered form can be used before the
  // app starts; in the app the list comes from the API as usual.
  const loading = isPending && !isError && !RENDERED_AT_BUILD_TIME;
  let options: SelectOption[];
  if (loading) {
    // Keep a chosen specialty visible while the list loads.
    const chosen = SPECIALTIES.find((s) => s.id === value);
    options = chosen ? [{ value: chosen.id, label: t(chosen.name) }] : [];
  } else {
    options = [{ value: ANY_SPECIALTY, label: t("All specialties") }, ...(data ?? SPECIALTIES).map((s) => ({ value: s.id, label: t(s.name) }))];
  }
  return (
    <Select
      {...control}
      name="specialty"
      options={options}
      placeholder={loading ? t("Loading specialties...") : t("Select specialty or service")}
      value={value}
      disabled={loading}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value === ANY_SPECIALTY ? "" : event.target.value)}
    />
  );
}
