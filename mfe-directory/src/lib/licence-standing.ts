/**
 * A provider's licence standing today (docs/product-rules.md#licences-and-nhis): "Verified Provider"
 * means approved for the current year in Ghana, which is UTC all year, so the year is read from
 * Ghana's date, not the phone's own time zone (docs/product-rules.md#ghana-time).
 */
import { ghanaYear, licenceStanding, type LicenceStanding } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";


export function standingToday(provider: Pick<Provider, "licenceVerifiedFor">, now = Date.now()): LicenceStanding {
  return licenceStanding(provider.licenceVerifiedFor, ghanaYear(now));
}
