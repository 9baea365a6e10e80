/** Verification code entry (SPEC §5): digits only, at most 6, submit only at exactly 6. */
import { CODE_LENGTH } from "@gh/contracts";

/** Keeps the digits of what was typed or pasted ("123 456", "12-34-56"), up to the code length. */
export function toCodeDigits(input: string): string {
  return input.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}
