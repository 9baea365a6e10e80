/** Verification code entry (docs/product-rules.md#verification-codes), free of zod so the design system can use it on every page. */
import { CODE_LENGTH } from "./constants.ts";

/** Non-digits dropped, at most 6 digits. */
export function toCodeDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

/** Submit is enabled only at exactly 6 digits. */
export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}
