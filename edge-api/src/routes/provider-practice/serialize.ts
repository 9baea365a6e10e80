/** Rows to the provider area's answers (packages/contracts/src/provider-options.ts), in cedis and Ghana time. */
import { pesewasToCedis } from "@gh/contracts/money";
import type { Provider } from "@gh/contracts/providers";
import type { OwnProviderProfile, ProviderAppointment } from "@gh/contracts/providers/options";
import { DEFAULT_WORKING_HOURS, normaliseWorkingHours } from "@gh/contracts/schedule/working-hours";
import type { AppointmentRow } from "../../db/appointments.ts";
import type { StoredRemoteFees } from "../../db/providers.ts";
import { isPhoneOnlyEmail } from "../../db/ussd-callers.ts";

export function toProviderAppointment(a: AppointmentRow): ProviderAppointment {
  const instant = new Date(a.startsAt).toISOString();
  return {
    id: a.id,
    bookingCode: a.bookingCode ?? "",
    patientName: a.patientName,
    // A phone-only account's stand-in address reaches nobody: the provider has the number instead.
    patientEmail: isPhoneOnlyEmail(a.patientEmail) ? "" : a.patientEmail,
    patientPhone: a.patientPhone,
    bookedBy: a.bookedBy,
    // Ghana keeps UTC all year, so the ISO instant's date and clock are Ghana's.
    date: instant.slice(0, 10),
    time: instant.slice(11, 16),
    appointmentDate: instant,
    fee: pesewasToCedis(a.feePesewas),
    payout: pesewasToCedis(a.payoutPesewas),
    reason: a.reason || null,
    notes: a.notes || null,
    status: a.status,
    paymentStatus: a.paymentStatus,
    cancellationReason: a.cancellationReason,
    visitType: a.visitType,
    visitNote: a.visitNote,
  };
}

const DEFAULT_WEEK = JSON.stringify(normaliseWorkingHours(DEFAULT_WORKING_HOURS));

/** Whether the provider still has the Monday-to-Friday hours they were given at sign-up, never their own. */
export function usesDefaultHours(provider: Pick<Provider, "workingHours">): boolean {
  return JSON.stringify(normaliseWorkingHours(provider.workingHours)) === DEFAULT_WEEK;
}

/** The provider's own profile: the public one, and what only its edit form needs. */
export function toOwnProfile(provider: Provider, stored: StoredRemoteFees): OwnProviderProfile {
  const fee = (pesewas: number | null) => (pesewas === null ? null : pesewasToCedis(pesewas));
  return {
    ...provider,
    usingDefaultHours: usesDefaultHours(provider),
    remoteVisitFees: { audio: fee(stored.audioFeePesewas), video: fee(stored.videoFeePesewas) },
  };
}
