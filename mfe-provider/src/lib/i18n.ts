/**
 * The provider area's texts: @gh/i18n's `t`, `msg`, `useT` and `Trans`, and small helpers that show
 * texts made elsewhere (contracts' messages and toasts, the API's answers) in the page's language.
 */
import { t } from "@gh/i18n";

export { msg, t, Trans, useT } from "@gh/i18n";
export { translatedToast } from "@gh/i18n/toast";

/** A text made elsewhere (contracts, the API), in the page's language; no text stays no text. */
export function translated<Text extends string | null | undefined>(text: Text): Text {
  return (typeof text === "string" && text !== "" ? t(text) : text) as Text;
}

/** Every message of a form's field problems (contracts' schema messages, the API's), in the page's language. */
export function translatedErrors<Errors extends Partial<Record<string, string>>>(errors: Errors): Errors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translated(message)])) as Errors;
}

