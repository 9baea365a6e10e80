/**
 * Confirm and pay: the booking's provider, day, time and fee, and the wallet the MoMo prompt goes
 * to (the caller's own number, masked, or another they type). Confirming holds the slot as the web
 * does; the prompt itself is asked for after the caller has their answer (an effect, types.ts), so
 * the session never waits on the payment gateway.
 */
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import { localGhanaNumber, MOBILE_MONEY_MESSAGES, networkOfNumber } from "@gh/contracts/mobile-money";
import { t } from "../../../i18n/api-texts.ts";
import { internationalNumber, maskedNumber, screenDay, screenFee, screenTime } from "../formats.ts";
import { shortenAtWord, type ScreenDraft } from "../screen.ts";
import { effect, type Answer, type MenuContext, type Outcome } from "../steps.ts";
import type { ConfirmState, MobileNetwork, MomoNumberState } from "../types.ts";
import { dayScreenOf, timesOf } from "./time.ts";

/** Room for a provider's whole name beside the booking's details and both ways to pay. */
const CONFIRMED_NAME_LENGTH = 40;

export function drawConfirm(state: ConfirmState): ScreenDraft {
  const pay = [t("Pay with another MoMo number")];
  // translators: the caller's own mobile money number, partly hidden: "Pay with MoMo 024xxxx567"
  if (state.ownMomo) pay.unshift(t("Pay with MoMo {number}", { number: maskedNumber(state.ownMomo.phone) }));
  return {
    lines: [
      shortenAtWord(state.provider.name, CONFIRMED_NAME_LENGTH),
      t("{day}, {time}", { day: screenDay(state.back.day), time: screenTime(state.startsAt) }),
      t("Fee: {fee}", { fee: screenFee(state.provider.feePesewas) }),
    ],
    // The refund policy is said before the patient pays (docs/product-rules.md#refunds), where the screen has room.
    optionalLines: [t("Cancel 24 hours before for a full refund.")],
    choices: pay,
    keepAllChoices: true,
    back: true,
  };
}

export async function answerConfirm(state: ConfirmState, answer: Answer, context: MenuContext): Promise<Outcome | null> {
  const anotherNumber = state.ownMomo ? 2 : 1;
  if (state.ownMomo && answer.number === 1) return holdAndPay(context, state, state.ownMomo);
  if (answer.number === anotherNumber) return { show: { screen: "momo-number", language: state.language, back: state } };
  return null;
}

export function drawMomoNumber(): ScreenDraft {
  return { lines: [t("Type the MoMo number to pay with:")], choices: [], back: true };
}

export async function answerMomoNumber(state: MomoNumberState, answer: Answer, context: MenuContext): Promise<Outcome> {
  const phone = localGhanaNumber(answer.text);
  const network = phone ? networkOfNumber(phone) : null;
  if (!phone || !network) return { show: state, notice: MOBILE_MONEY_MESSAGES.notMobileNumber };
  return holdAndPay(context, state.back, { phone, network });
}

/**
 * Holds the slot; once held, the session ends telling the caller to approve the prompt, and the
 * prompt is asked for after that answer. A slot taken meanwhile shows the day's times again.
 */
async function holdAndPay(context: MenuContext, state: ConfirmState, momo: { phone: string; network: MobileNetwork }): Promise<Outcome> {
  const { desk, request } = context;
  const hold = await desk.hold({ phone: request.phone, providerId: state.provider.id, startsAt: state.startsAt }, request.now);
  if (hold.held) {
    const payment = { appointmentId: hold.appointmentId, momoPhone: internationalNumber(momo.phone), network: momo.network };
    return {
      end: () => ({
        // translators: the USSD session's last screen once the slot is held: "Approve the MoMo prompt for GHS 150 on 024xxxx567. We will send an SMS."
        lines: [t("Approve the MoMo prompt for {fee} on {number}. We will send an SMS.", { fee: screenFee(hold.feePesewas), number: maskedNumber(momo.phone) })],
      }),
      language: state.language,
      effects: [effect(`asking for the MoMo payment of appointment ${hold.appointmentId}`, () => desk.requestPayment(payment))],
    };
  }
  if (hold.reason === "too_many_holds") return { end: () => ({ lines: [t(APPOINTMENT_MESSAGES.tooManyHolds)] }), language: state.language };
  const notice = hold.reason === "taken" ? APPOINTMENT_MESSAGES.slotTaken : APPOINTMENT_MESSAGES.patientBusy;
  return { show: await timesOf(context, dayScreenOf(state.back), state.back.day), notice };
}
