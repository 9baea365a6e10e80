/** How a provider card words its facts (docs/product-rules.md#screens-and-texts). */
import { ADMIN_PROVIDER_TEXTS, ADMIN_TEXTS, type AdminProvider } from "@gh/contracts/admin/options";
import { formatShortDate } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { displayTitle } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { t } from "@gh/i18n";

/** "Dr. Kwame Mensah"; no title when it is "none". */
export function adminProviderName(provider: Pick<AdminProvider, "title" | "firstName" | "lastName">): string {
  return [displayTitle(provider.title), provider.firstName, provider.lastName].filter(Boolean).join(" ");
}

export interface CardFact {
  label: string;
  value: string;
}

/** The card's facts, in the page's language. */
export function providerFacts(provider: AdminProvider): CardFact[] {
  return [
    { label: t("Specialty"), value: t(specialtyName(provider.specialty)) },
    { label: t("Experience"), value: t("{count, plural, one {# year} other {# years}}", { count: provider.yearsExperience }) },
    { label: t("Consultation Fee"), value: formatCedis(provider.consultationFee) },
    { label: t("Appointments"), value: String(provider.appointmentCount) },
    {
      label: t("Average Rating"),
      value: provider.reviewCount > 0 ? t("{rating} out of 5", { rating: provider.averageRating.toFixed(1) }) : t(ADMIN_TEXTS.noRatings),
    },
    { label: t("Reviews"), value: String(provider.reviewCount) },
    { label: t(ADMIN_PROVIDER_TEXTS.acceptsNhis), value: t(provider.acceptsNhis ? ADMIN_PROVIDER_TEXTS.yes : ADMIN_PROVIDER_TEXTS.no) },
    { label: t("Joined"), value: formatShortDate(provider.createdAt) },
  ];
}

/** "East Legon Clinic, Accra, Greater Accra", without repeating a part. */
export function providerPlace(provider: Pick<AdminProvider, "location" | "city" | "region">): string {
  return [...new Set([provider.location, provider.city, provider.region].filter(Boolean))].join(", ");
}
