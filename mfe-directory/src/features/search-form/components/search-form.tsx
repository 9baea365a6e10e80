/**
 * The search form titled "Find Healthcare Providers" (SPEC §2 "Search form"), on the landing page and
 * on /search. It renders at once: specialties fill in when their list arrives. Submitting calls the
 * supplied handler, or opens /search with only the non-empty criteria.
 */
import { DISTANCE_OPTIONS_KM, ghanaToday, SPECIALTIES } from "@gh/contracts";
import { Button, Field, Input, Navigation, Search, Select, type SelectOption, type SelectProps } from "@gh/ui";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "@gh/router";
import { useSpecialties } from "../../specialties/api/use-specialties";
import { useMyLocation } from "../hooks/use-my-location";
import { EMPTY_CRITERIA, QUICK_ACCESS, roundCoordinate, searchPath, type SearchCriteria } from "../search-criteria";
import "./search-form.css";

/** Select items may not have an empty value (SPEC §5): these stand for "no choice". */
const ANY_SPECIALTY = "any";
const ANY_DISTANCE = "any";

const DISTANCE_CHOICES: SelectOption[] = [
  { value: ANY_DISTANCE, label: "Any distance" },
  ...DISTANCE_OPTIONS_KM.map((km) => ({ value: String(km), label: `Within ${km}km` })),
];

export type SearchFieldErrors = Partial<Record<keyof SearchCriteria, string>>;

export interface SearchFormProps {
  /** Criteria to start from (the current search on /search). */
  initialCriteria?: SearchCriteria;
  /** Called instead of navigating to /search. */
  onSearch?: (criteria: SearchCriteria) => void;
  /** The API's messages for the current search, by field. */
  fieldErrors?: SearchFieldErrors;
  className?: string;
}

export function SearchForm({ initialCriteria = EMPTY_CRITERIA, onSearch, fieldErrors = {}, className }: SearchFormProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const placesId = useId();
  const [specialty, setSpecialty] = useState(initialCriteria.specialty);
  const [location, setLocation] = useState(initialCriteria.location);
  const [date, setDate] = useState(initialCriteria.date);
  const [distance, setDistance] = useState(initialCriteria.distance);
  const [dateError, setDateError] = useState<string | null>(null);
  const [placeNames, setPlaceNames] = useState<readonly string[] | null>(null);
  const myLocation = useMyLocation();
  const today = ghanaToday();

  // The visitor's position stands in for a typed place until they type one.
  const position = initialCriteria.lat && initialCriteria.lng && !location.trim() ? { lat: initialCriteria.lat, lng: initialCriteria.lng } : null;

  function search(criteria: SearchCriteria) {
    if (onSearch) onSearch(criteria);
    else navigate(searchPath(criteria));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (date && date < today) {
      setDateError("Choose today or a later date");
      return;
    }
    setDateError(null);
    search({ specialty, location: location.trim(), date, distance, lat: position?.lat ?? "", lng: position?.lng ?? "" });
  }

  function searchNearMe() {
    myLocation.locate(({ latitude, longitude }) => {
      setLocation("");
      search({ specialty, location: "", date: date >= today ? date : "", distance, lat: roundCoordinate(latitude), lng: roundCoordinate(longitude) });
    });
  }

  function loadPlaceNames() {
    if (placeNames) return;
    import("../place-names").then(
      (module) => setPlaceNames(module.PLACE_NAMES),
      () => undefined, // Suggestions are a nicety: typing still works without them.
    );
  }

  const locationError = fieldErrors.location ?? fieldErrors.lat ?? fieldErrors.lng;

  return (
    <section className={["search-form", className].filter(Boolean).join(" ")} aria-labelledby={titleId}>
      <h2 id={titleId} className="search-form__title">
        Find Healthcare Providers
      </h2>
      <form role="search" aria-labelledby={titleId} noValidate onSubmit={submit}>
        <div className="search-form__fields">
          <Field label="Specialty" error={fieldErrors.specialty} className="search-form__wide">
            <SpecialtySelect value={specialty} onChange={setSpecialty} />
          </Field>
          <Field label="Location" error={locationError} hint={position ? "Using your current location" : undefined} className="search-form__wide">
            <Input
              type="text"
              name="location"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              onFocus={loadPlaceNames}
              placeholder="Enter city or region, e.g. Accra, Kumasi"
              autoComplete="address-level2"
              enterKeyHint="search"
              maxLength={100}
              list={placeNames ? placesId : undefined}
            />
          </Field>
          <Field label="Date" error={dateError ?? fieldErrors.date}>
            <Input
              type="date"
              name="date"
              value={date}
              min={today}
              onChange={(event) => {
                setDate(event.target.value);
                setDateError(null);
              }}
            />
          </Field>
          <Field label="Distance" error={fieldErrors.distance}>
            <Select
              name="distance"
              options={DISTANCE_CHOICES}
              value={distance || ANY_DISTANCE}
              onChange={(event) => setDistance(event.target.value === ANY_DISTANCE ? "" : event.target.value)}
            />
          </Field>
        </div>
        {placeNames && (
          <datalist id={placesId}>
            {placeNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
        {myLocation.supported && (
          <div className="search-form__locate">
            <Button variant="ghost" size="sm" onClick={searchNearMe} loading={myLocation.locating}>
              <Navigation size={16} /> Use my location
            </Button>
            {myLocation.problem && (
              <p role="alert" className="search-form__locate-problem">
                {myLocation.problem}
              </p>
            )}
          </div>
        )}
        <Button type="submit" size="lg" block>
          <Search size={20} /> Search Providers
        </Button>
      </form>
      <nav className="search-form__quick" aria-labelledby={`${titleId}-quick`}>
        <h3 id={`${titleId}-quick`} className="search-form__quick-title">
          Quick Access
        </h3>
        <ul className="search-form__quick-list">
          {QUICK_ACCESS.map(({ label, specialty: id }) => (
            <li key={id}>
              <Link
                to={searchPath({ specialty: id })}
                className="search-form__quick-link"
                onClick={(event) => {
                  if (!onSearch) return;
                  event.preventDefault();
                  onSearch({ ...EMPTY_CRITERIA, specialty: id });
                }}
              >
                {label}
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
  const { data, isPending, isError } = useSpecialties();
  const loading = isPending && !isError;
  let options: SelectOption[];
  if (loading) {
    // Keep a chosen specialty visible while the list loads.
    const chosen = SPECIALTIES.find((s) => s.id === value);
    options = chosen ? [{ value: chosen.id, label: chosen.name }] : [];
  } else {
    options = [{ value: ANY_SPECIALTY, label: "All specialties" }, ...(data ?? SPECIALTIES).map((s) => ({ value: s.id, label: s.name }))];
  }
  return (
    <Select
      {...control}
      name="specialty"
      options={options}
      placeholder={loading ? "Loading specialties..." : "Select specialty or service"}
      value={value}
      disabled={loading}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value === ANY_SPECIALTY ? "" : event.target.value)}
    />
  );
}
