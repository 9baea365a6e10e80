/**
 * The admin's Edit dialog (docs/product-rules.md#screens-and-texts): Title, Specialty, Experience,
 * Consultation Fee, Location, Email, Bio, checked as typed with the rules of the API's provider
 * edit (providerUpdateSchema), its starting values, its choices and the PUT body.
 */
import type { ApiInput } from "@gh/api-client";
import { adminProviderEditSchema } from "@gh/contracts/admin";
import type { AdminProvider } from "@gh/contracts/admin/options";
import { TITLES } from "@gh/contracts/regions";
import { ADMIN_EDIT_SPECIALTY_IDS, specialtyName } from "@gh/contracts/specialties";
import { msg, t } from "@gh/i18n";

/** The dialog sends all seven fields ("experience" is the PUT body's name for the years of experience, docs/product-rules.md#screens-and-texts). */
export const adminProviderDialogSchema = adminProviderEditSchema.required({ title: true, specialty: true, consultationFee: true, location: true, email: true, experience: true });

export type AdminProviderValues = {
  title: string;
  specialty: string;
  experience: string;
  consultationFee: string;
  location: string;
  email: string;
  bio: string;
};

/** PUT /api/admin/providers/:id's body, as the route declares it. */
export type AdminProviderBody = ApiInput<"PUT /api/admin/providers/{id}">["json"];

export function adminProviderValues(provider: AdminProvider): AdminProviderValues {
  return {
    title: (TITLES as readonly string[]).includes(provider.title) ? provider.title : "none",
    specialty: provider.specialty,
    experience: String(provider.yearsExperience),
    consultationFee: provider.consultationFee,
    location: provider.location,
    email: provider.email,
    bio: provider.bio ?? "",
  };
}

/** The titles to choose from (the labels shown with t(): "No title" is English, "Dr." the title itself). */
export const TITLE_OPTIONS = TITLES.map((title) => ({ value: title, label: title === "none" ? msg("No title") : `${title}.` }));

/** The spec's admin list, plus the provider's own specialty when it is another one (saving never changes it by accident). */
export function adminSpecialtyOptions(current: string) {
  const ids: readonly string[] = ADMIN_EDIT_SPECIALTY_IDS.includes(current as (typeof ADMIN_EDIT_SPECIALTY_IDS)[number])
    ? ADMIN_EDIT_SPECIALTY_IDS
    : [...ADMIN_EDIT_SPECIALTY_IDS, current];
  return ids.filter(Boolean).map((id) => ({ value: id, label: t(specialtyName(id)) }));
}

/** The checked values as the API takes them: all seven fields, a blank bio as none. */
export function adminProviderBody(checked: AdminProviderBody): AdminProviderBody {
  return {
    title: checked.title ?? "none",
    specialty: checked.specialty,
    experience: checked.experience ?? 0,
    consultationFee: checked.consultationFee ?? "",
    location: checked.location ?? "",
    email: checked.email ?? "",
    bio: checked.bio ?? null,
  };
}

/**
 * The server's field messages under the dialog's fields: it may name the years either way
 * ("experience" as sent, or "yearsExperience" as the provider's own edit calls it).
 */
export function fieldsOfServer(fields: Record<string, string>): Record<string, string> {
  const { yearsExperience, ...rest } = fields;
  return yearsExperience !== undefined && rest.experience === undefined ? { ...rest, experience: yearsExperience } : rest;
}
