/**
 * "Licence verified for 2026 · Medical and Dental Council": what the "Verified Provider" badge rests on,
 * said on the profile while the licence is approved for this year (docs/product-rules.md#licences-and-nhis).
 * Nothing otherwise: the badge already says "Licence renewal pending" or "Pending Verification".
 */
import { LICENCE_TEXTS, REGULATOR_NAMES } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";
import { useT } from "@gh/i18n";
import { Shield } from "@gh/ui";
import { standingToday } from "../../../lib/licence-standing";

export function LicenceVerifiedFor({ provider }: { provider: Pick<Provider, "licenceVerifiedFor" | "regulator"> }) {
  const t = useT();
  const year = provider.licenceVerifiedFor;
  if (year === null || standingToday(provider) !== "verified") return null;
  const text = provider.regulator
    ? t(LICENCE_TEXTS.verifiedFor, { year, regulator: t(REGULATOR_NAMES[provider.regulator]) })
    : // translators: on a provider's profile, when the regulator is not known: "Licence verified for 2026"
      t("Licence verified for {year}", { year });
  return (
    <p className="profile-header__licence">
      <Shield size={18} /> {text}
    </p>
  );
}
