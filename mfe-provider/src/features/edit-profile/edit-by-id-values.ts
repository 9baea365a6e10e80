/**
 * The edit-by-id form (docs/product-rules.md#provider-registration): its starting values from the public
 * profile, the choices its selects offer, and the PUT body it sends.
 */
import type { Provider } from "@gh/contracts/providers";
import type { ProviderUpdateInput } from "@gh/contracts/providers/practice";
import { REGIONS, TITLES } from "@gh/contracts/regions";
import { EDIT_BY_ID_SPECIALTY_IDS, specialtyName } from "@gh/contracts/specialties";
import { t } from "../../lib/i18n";

export type EditByIdValues = {
  title: string;
  firstName: string;
  lastName: string;
  specialty: string;
  phone: string;
  email: string;
  website: string;
  location: string;
  city: string;
  region: string;
  address: string;
  hospitalAffiliation: string;
  licenseNumber: string;
  yearsExperience: string;
  education: string;
  consultationFee: string;
  bio: string;
  services: string;
  languages: string;
  open24Hours: boolean;
  acceptsWalkIns: boolean;
};

export function editByIdValues(provider: Provider): EditByIdValues {
  return {
    title: (TITLES as readonly string[]).includes(provider.title) ? provider.title : "none",
    firstName: provider.user.firstName,
    lastName: provider.user.lastName,
    specialty: provider.specialty,
    phone: provider.phone,
    email: provider.email,
    website: provider.website ?? "",
    location: provider.location,
    city: provider.city,
    region: provider.region,
    address: provider.address,
    hospitalAffiliation: provider.hospitalAffiliation ?? "",
    licenseNumber: provider.licenseNumber,
    yearsExperience: String(provider.yearsExperience),
    education: provider.education,
    consultationFee: provider.consultationFee,
    bio: provider.bio ?? "",
    services: provider.services.join(", "),
    languages: provider.languages.join(", "),
    open24Hours: provider.open24Hours,
    acceptsWalkIns: provider.acceptsWalkIns,
  };
}

/** The titles as the select shows them: "Dr.", or "No title" (a title is part of a name: only "No title" is translated). */
export function titleOptions() {
  return TITLES.map((title) => ({ value: title, label: title === "none" ? t("No title") : `${title}.` }));
}

/** The spec's eight specialties (named in the page's language), plus the provider's own when it is another one (so saving never changes it by accident). */
export function specialtyOptions(current: string) {
  const ids: readonly string[] = EDIT_BY_ID_SPECIALTY_IDS.includes(current as (typeof EDIT_BY_ID_SPECIALTY_IDS)[number])
    ? EDIT_BY_ID_SPECIALTY_IDS
    : [...EDIT_BY_ID_SPECIALTY_IDS, current];
  return ids.filter(Boolean).map((id) => ({ value: id, label: t(specialtyName(id)) }));
}

/** Ghana's regions, named in the page's language. */
export function regionOptions() {
  return REGIONS.map((region) => ({ value: region, label: t(region) }));
}

/** What happens to the photo: a new data URL replaces it, null removes it, undefined keeps it (the PUT contract). */
export type PhotoChange = string | null | undefined;

/** The PUT body: the checked form values, with the photo only when it changed. */
export function updateBody(checked: Record<string, unknown>, photo: PhotoChange): ProviderUpdateInput {
  const fields = Object.fromEntries(Object.entries(checked).filter(([name]) => name !== "profileImage")) as ProviderUpdateInput;
  return photo === undefined ? fields : { ...fields, profileImage: photo };
}
