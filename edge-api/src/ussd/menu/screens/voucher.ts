/**
 * The MoMo code: when the gateway answers a Telecel Cash charge by texting the caller a code, the
 * SMS asks them to dial again, and the dial opens here (docs/product-rules.md#payments). The code is
 * given to the gateway after the caller has their answer (an effect, types.ts), as the payment
 * prompt is, so the session never waits on the gateway; the caller hears the result by SMS.
 */
import { msg } from "@gh/contracts/msg";
import { t } from "../../../i18n/api-texts.ts";
import { maskedNumber, screenFee } from "../formats.ts";
import type { ScreenDraft } from "../screen.ts";
import { effect, type Answer, type MenuContext, type Outcome } from "../steps.ts";
import type { VoucherState } from "../types.ts";

/** Said above the code screen shown again after an answer that is not a code. */
export const CODE_DIGITS_ONLY = msg("Please type the code: digits only.");

/** Codes the gateway texts are 4 to 8 digits; anything else is a slip, not worth a round trip. */
const VOUCHER_CODE = /^\d{4,8}$/;

export function drawVoucher(state: VoucherState): ScreenDraft {
  return {
    // translators: the first screen after a MoMo code SMS: "Enter the MoMo code sent to 020xxxx567 to pay GHS 150:"
    lines: [t("Enter the MoMo code sent to {number} to pay {fee}:", { number: maskedNumber(state.wallet), fee: screenFee(state.feePesewas) })],
    choices: [],
    back: true,
  };
}

export async function answerVoucher(state: VoucherState, answer: Answer, { desk, request }: MenuContext): Promise<Outcome> {
  if (!VOUCHER_CODE.test(answer.text)) return { show: state, notice: CODE_DIGITS_ONLY };
  const code = answer.text;
  return {
    end: () => ({ lines: [t("Thank you. We will send an SMS when it is paid.")] }),
    language: state.language,
    effects: [effect("giving the gateway the caller's MoMo code", () => desk.submitVoucher(request.phone, code))],
  };
}
