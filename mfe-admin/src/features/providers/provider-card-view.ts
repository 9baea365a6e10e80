/** How a provider card words its facts (docs/product-rules.md#screens-and-texts). */
import { ADMIN_TEXTS, type AdminProvider } from "@gh/contracts/admin/options";
import { formatShortDate } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { displayTitle } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";

/** "Dr. Kwame Mensah"; no title when it is "none". */
export function adminProviderName(provider: Pick<AdminProvider, "title" | "firstName" | "lastName">): string {
  return [displayTitle(provider.title), provider.firstName, provider.lastName].filter(Boolean).join(" ");
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export interface CardFact {
  label: string;
  value: string;
}

export function providerFacts(provider: AdminProvider): CardFact[] {
  return [
    { label: "Specialty", value: specialtyName(provider.specialty) },
    { label: "Experience", value: plural(provider.yearsExperience, "year") },
    { label: "Consultation Fee", value: formatCedis(provider.consultationFee) },
    { label: "Appointments", value: String(provider.appointmentCount) },
    {
      label: "Average Rating",
      value: provider.reviewCount > 0 ? `${provider.averageRating.toFixed(1)} out of 5` : ADMIN_TEXTS.noRatings,
    },
    { label: "Reviews", value: String(provider.reviewCount) },
    { label: "Joined", value: formatShortDate(provider.createdAt) },
  ];
}

/** "East Legon Clinic, Accra, Greater Accra", without repeating a part. */
export function providerPlace(provider: Pick<AdminProvider, "location" | "city" | "region">): string {
  return [...new Set([provider.location, provider.city, provider.region].filter(Boolean))].join(", ");
}
