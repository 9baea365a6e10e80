/** Ghana phone numbers, validated and stored in E.164 (+233…) (docs/product-rules.md#ghana-conventions). */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** "+233241234567" for a valid Ghana number written any usual way ("024 123 4567", "233 24…"), else null. */
export function toGhanaE164(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), "GH");
  return phone && phone.country === "GH" && phone.isValid() ? phone.number : null;
}

/** A stored number the way Ghana writes it: "+233241234567" → "024 123 4567". */
export function ghanaLocalNumber(e164: string): string {
  const national = `0${e164.replace(/^\+233/, "")}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
