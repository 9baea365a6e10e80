/**
 * "My appointments": the caller's bookings still to come, one in detail, and cancelling it under
 * the web's refund policy, said before they confirm (docs/product-rules.md#refunds).
 */
import { LATE_CANCEL_ASK_FOR_REFUND, patientCancellationRefunded } from "@gh/contracts/refunds";
import { t } from "../../../i18n/api-texts.ts";
import { dayOf, screenDay, screenFee, screenTime } from "../formats.ts";
import { asksForMore, chosenItem, nextPage, pageWindow } from "../pages.ts";
import { shortenAtWord, type ScreenDraft } from "../screen.ts";
import type { Answer, MenuContext, Outcome } from "../steps.ts";
import type { AppointmentsState, AppointmentState, CancelState, DeskAppointment } from "../types.ts";

const APPOINTMENTS_PER_SCREEN = 5;
/** A name in a list of appointments, beside its day and time. */
const LISTED_NAME_LENGTH = 22;
const DETAILED_NAME_LENGTH = 40;

const when = (appointment: DeskAppointment) =>
  // translators: a visit's day and time on a USSD screen: "Fri 27 Nov, 9:30 AM"
  t("{day}, {time}", { day: screenDay(dayOf(appointment.startsAt)), time: screenTime(appointment.startsAt) });

export function drawAppointments(state: AppointmentsState): ScreenDraft {
  if (state.appointments.length === 0) return { lines: [t("You have no upcoming appointments.")], choices: [], back: true };
  const page = pageWindow(state.appointments, state.page, APPOINTMENTS_PER_SCREEN);
  const choices = page.items.map((appointment) =>
    // translators: one of the caller's appointments on a USSD screen: "Fri 27 Nov, 9:30 AM: Dr Kwame Mensah"
    t("{when}: {name}", { when: when(appointment), name: shortenAtWord(appointment.providerName, LISTED_NAME_LENGTH) }),
  );
  return { lines: [t("Your appointments:")], choices, moreBeyond: page.moreBeyond, back: true };
}

export async function answerAppointments(state: AppointmentsState, answer: Answer): Promise<Outcome | null> {
  if (asksForMore(state.page, answer)) return { show: { ...state, back: state, page: nextPage(state.page) } };
  const index = chosenItem(state.page, answer);
  const appointment = index === null ? undefined : state.appointments[index];
  return appointment ? { show: { screen: "appointment", language: state.language, back: state, appointment } } : null;
}

function paymentLine(appointment: DeskAppointment): string {
  const fee = screenFee(appointment.feePesewas);
  if (!appointment.paid) return t("{fee}, not paid yet", { fee });
  return appointment.status === "confirmed" ? t("{fee} paid. Confirmed.", { fee }) : t("{fee} paid. Waiting for the provider to confirm.", { fee });
}

export function drawAppointment({ appointment }: AppointmentState): ScreenDraft {
  return {
    lines: [shortenAtWord(appointment.providerName, DETAILED_NAME_LENGTH), when(appointment), paymentLine(appointment), t("Code: {code}", { code: appointment.bookingCode })],
    choices: [t("Cancel")],
    keepAllChoices: true,
    back: true,
  };
}

export async function answerAppointment(state: AppointmentState, answer: Answer, { request }: MenuContext): Promise<Outcome | null> {
  if (answer.number !== 1) return null;
  const { appointment } = state;
  const refunded = appointment.paid && patientCancellationRefunded(appointment.startsAt, request.now);
  return { show: { screen: "cancel", language: state.language, back: state, appointment, refunded } };
}

/** What cancelling means for the money, said before the caller confirms. */
function refundLine({ appointment, refunded }: CancelState): string[] {
  if (!appointment.paid) return [];
  return refunded ? [t("You will get {fee} back.", { fee: screenFee(appointment.feePesewas) })] : [t("It starts in less than 24 hours, so it is not refunded automatically.")];
}

export function drawCancel(state: CancelState): ScreenDraft {
  return {
    lines: [t("Cancel {when} with {name}?", { when: when(state.appointment), name: shortenAtWord(state.appointment.providerName, DETAILED_NAME_LENGTH) }), ...refundLine(state)],
    choices: [t("Yes, cancel")],
    keepAllChoices: true,
    back: true,
  };
}

export async function answerCancel(state: CancelState, answer: Answer, { desk, request }: MenuContext): Promise<Outcome | null> {
  if (answer.number !== 1) return null;
  const { appointment } = state;
  const outcome = await desk.cancel(request.phone, appointment.id, request.now);
  return {
    language: state.language,
    end: () => {
      if (!outcome.cancelled) return { lines: [t("We could not cancel it: {reason}", { reason: t(outcome.reason) })] };
      if (outcome.refundPesewas > 0) return { lines: [t("Cancelled. {amount} will go back to the wallet or card you paid with.", { amount: screenFee(outcome.refundPesewas) })] };
      if (appointment.paid) return { lines: [t("Cancelled. No automatic refund: it was less than 24 hours before the visit.")], optionalLines: [t(LATE_CANCEL_ASK_FOR_REFUND)] };
      return { lines: [t("Your appointment is cancelled.")] };
    },
  };
}
