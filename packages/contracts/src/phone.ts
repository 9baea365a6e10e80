// Free of zod so screens can import it cheaply.
/** Light Ghana phone check for forms; the API validates authoritatively (libphonenumber). */
export const GHANA_PHONE_HINT = "+233 XX XXX XXXX";
export function looksLikeGhanaPhone(input: string): boolean {
  return /^(?:\+?233|0)[235]\d{8}$/.test(input.replace(/[\s()-]/g, ""));
}
