/**
 * The SMS a mobile-money prompt sends the patient besides the booking's own (docs/product-rules.md#notifications):
 * the code their network sent is wanted on their next dial, that code was not taken, or no payment
 * came and the time was released. Each fits one GSM-7 segment in English ("GHS", never the cedi
 * sign; names cut as the other notices' are: sms-fit.ts) and two parts in the other languages; each is
 * written in the patient's language and goes to their verified phone (a phone-only caller's number).
 */
import { pesewasToCedis } from "@gh/contracts/money";
import { providerName } from "@gh/contracts/regions";
import type { AppointmentRow } from "../db/appointments.ts";
import type { Database } from "../db/client.ts";
import { providerById } from "../db/providers.ts";
import type { Bindings } from "../env.ts";
import { inLanguageOf, t } from "../i18n/api-texts.ts";
import { noticeRecipient, smsPart, textRecipient, visitTime } from "../notifications/appointment-notices.ts";
import { fitSms } from "../notifications/sms-fit.ts";

type NoticeAppointment = Pick<AppointmentRow, "patientId" | "providerId" | "startsAt" | "feePesewas">;

const smsFee = (pesewas: number) => `GHS ${pesewasToCedis(pesewas)}`;
/** "0201234567" or "+233201234567" as "020xxxx567": the patient knows their wallet, a reader over their shoulder does not. */
const maskedWallet = (phone: string) => {
  const local = phone.replace(/^\+233/, "0");
  return `${local.slice(0, 3)}xxxx${local.slice(-3)}`;
};

/** Why a prompt paid nothing, as the patient is told. */
export type UnpaidReason = "failed" | "lapsed";

/** The provider's name is shortened only as far as the SMS needs (sms-fit.ts). */
export function unpaidSms(reason: UnpaidReason, appointment: NoticeAppointment, name: string): string {
  const when = visitTime(appointment.startsAt);
  const compose = ({ name: shortName }: { name: string }) =>
    reason === "failed"
      ? // translators: an SMS (one segment in English): the mobile money payment was declined or refused, and the booked time is free for others again
        t("GhanaHealth: MoMo payment for {name}, {when} did not go through. The time was released.", { name: shortName, when })
      : // translators: an SMS: the mobile money prompt was not approved before the 15-minute hold ended, so the time is free for others again
        t("GhanaHealth: no MoMo payment came for {name}, {when}, so the time was released.", { name: shortName, when });
  return fitSms(compose, { name: smsPart(name) });
}

/** The network sent a code (Telecel Cash's voucher) that the caller gives back on their next dial. */
export function voucherSms(appointment: NoticeAppointment, wallet: string): string {
  // translators: an SMS: the caller's mobile network sent a one-time code to the wallet; they dial our USSD code again and type it in
  return t("GhanaHealth: a code was sent to {number} to pay {fee} for your visit on {when}. Dial us again and enter it.", {
    number: maskedWallet(wallet),
    fee: smsFee(appointment.feePesewas),
    when: visitTime(appointment.startsAt),
  });
}

export function voucherRefusedSms(wallet: string): string {
  // translators: an SMS: the one-time code the caller typed was refused by the payment gateway; they may try again
  return t("GhanaHealth: that code was not accepted. Dial us again and enter the code sent to {number}.", { number: maskedWallet(wallet) });
}

/** Texts the patient of `appointment`, in their language; a failure is logged, never thrown (textRecipient). */
export async function textPatient(env: Bindings, db: Database, appointment: NoticeAppointment, build: (providerName: string) => string): Promise<void> {
  try {
    const recipient = await noticeRecipient(db, appointment.patientId, "Patient");
    const provider = await providerById(db, appointment.providerId);
    const sms = inLanguageOf(recipient.language, () => build(provider ? providerName(provider) : ""));
    await textRecipient(env, db, recipient, sms, "Patient");
  } catch (error) {
    console.error("Mobile-money SMS not sent", appointment.patientId, error);
  }
}
