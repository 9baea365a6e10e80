/**
 * The menu's tests' BookingDesk: fixed providers, days, slots and bookings held in plain arrays,
 * answering as the booking core does for these cases (a slot that someone else takes first, the
 * refund policy on cancel), and a record of every call so a test can say what the menu asked for.
 */
import type { Language } from "@gh/contracts/languages";
import { patientCancellationRefunded } from "@gh/contracts/refunds";
import type { BookingDesk, CancelOutcome, DeskAppointment, DeskProvider, DeskSearch, HoldOutcome } from "../types.ts";

/** Tuesday 24 November 2026, 8:00 in Ghana: the tests' "now". */
export const NOW = Date.parse("2026-11-24T08:00:00Z");
export const CALLER = "+233241234567";

export const at = (isoWithoutZone: string) => Date.parse(`${isoWithoutZone}Z`);

export interface ListedProvider extends DeskProvider {
  specialty: string;
  place: string;
  /** Free slots by day ("2026-11-27"). */
  slots: Record<string, number[]>;
}

export const MENSAH: ListedProvider = {
  id: 11,
  name: "Dr Kwame Mensah",
  feePesewas: 15_000,
  soonestDay: "2026-11-27",
  specialty: "general",
  place: "Kumasi",
  slots: {
    "2026-11-27": [at("2026-11-27T09:00:00"), at("2026-11-27T09:30:00"), at("2026-11-27T10:00:00"), at("2026-11-27T10:30:00"), at("2026-11-27T14:00:00"), at("2026-11-27T16:30:00")],
    "2026-11-28": [at("2026-11-28T11:00:00")],
  },
};

export const OWUSU: ListedProvider = {
  id: 12,
  name: "Dr Ama Owusu",
  feePesewas: 20_000,
  soonestDay: "2026-11-25",
  specialty: "general",
  place: "Kumasi",
  slots: { "2026-11-25": [at("2026-11-25T13:00:00")] },
};

export interface DeskCall {
  method: keyof BookingDesk;
  args: unknown[];
}

export interface FixedDeskSetup {
  languages?: Record<string, Language>;
  lastSearches?: Record<string, DeskSearch>;
  providers?: ListedProvider[];
  upcoming?: DeskAppointment[];
  /** Slots someone else books between the caller's choosing them and confirming. */
  takenByOthers?: number[];
  /** A cancel the booking core refuses, with its reason. */
  cancelRefusal?: string;
  /** Callers whose mobile-money payment waits on a code texted to them (Telecel Cash's voucher). */
  vouchersAwaited?: Record<string, { appointmentId: number; feePesewas: number; wallet: string }>;
}

export type FixedDesk = BookingDesk & { calls: DeskCall[]; callsTo: (method: keyof BookingDesk) => unknown[][] };

export function fixedDesk(setup: FixedDeskSetup = {}): FixedDesk {
  const languages = new Map(Object.entries(setup.languages ?? {}));
  const lastSearches = new Map(Object.entries(setup.lastSearches ?? {}));
  const providers = (setup.providers ?? [MENSAH, OWUSU]).map((provider) => ({ ...provider, slots: structuredClone(provider.slots) }));
  const takenByOthers = new Set(setup.takenByOthers ?? []);
  const calls: DeskCall[] = [];
  const record = (method: keyof BookingDesk, ...args: unknown[]) => void calls.push({ method, args });
  const providerOf = (id: number) => providers.find((provider) => provider.id === id);
  let nextAppointmentId = 501;

  return {
    calls,
    callsTo: (method) => calls.filter((call) => call.method === method).map((call) => call.args),

    async languageOf(phone) {
      record("languageOf", phone);
      return languages.get(phone) ?? null;
    },
    async rememberLanguage(phone, language) {
      record("rememberLanguage", phone, language);
      languages.set(phone, language);
    },
    async lastSearchOf(phone) {
      record("lastSearchOf", phone);
      return lastSearches.get(phone) ?? null;
    },
    async rememberSearch(phone, search) {
      record("rememberSearch", phone, search);
      lastSearches.set(phone, search);
    },
    async providers(query, now) {
      record("providers", query, now);
      const found = providers.filter((provider) => provider.specialty === query.specialty && provider.place.toLowerCase() === query.place.toLowerCase());
      const page = found.slice(query.offset, query.offset + query.limit).map(({ id, name, feePesewas, soonestDay }) => ({ id, name, feePesewas, soonestDay }));
      return { providers: page, more: query.offset + query.limit < found.length };
    },
    async bookableDays(providerId, now, limit) {
      record("bookableDays", providerId, now, limit);
      const slots = providerOf(providerId)?.slots ?? {};
      return Object.keys(slots).filter((day) => (slots[day] ?? []).length > 0).sort().slice(0, limit);
    },
    async freeSlots(providerId, day, now) {
      record("freeSlots", providerId, day, now);
      return (providerOf(providerId)?.slots[day] ?? []).map((startsAt) => ({ startsAt }));
    },
    async hold(booking, now): Promise<HoldOutcome> {
      record("hold", booking, now);
      const provider = providerOf(booking.providerId);
      if (!provider) return { held: false, reason: "taken" };
      const day = new Date(booking.startsAt).toISOString().slice(0, 10);
      const free = provider.slots[day] ?? [];
      provider.slots[day] = free.filter((startsAt) => startsAt !== booking.startsAt);
      if (takenByOthers.delete(booking.startsAt) || !free.includes(booking.startsAt)) return { held: false, reason: "taken" };
      const appointmentId = nextAppointmentId++;
      return { held: true, appointmentId, bookingCode: `GH${appointmentId}`, feePesewas: provider.feePesewas, holdExpiresAt: now + 15 * 60_000 };
    },
    async requestPayment(payment) {
      record("requestPayment", payment);
    },
    async voucherAwaited(phone, now) {
      record("voucherAwaited", phone, now);
      return setup.vouchersAwaited?.[phone] ?? null;
    },
    async submitVoucher(phone, voucher) {
      record("submitVoucher", phone, voucher);
    },
    async upcoming(phone, now) {
      record("upcoming", phone, now);
      return setup.upcoming ?? [];
    },
    async cancel(phone, appointmentId, now): Promise<CancelOutcome> {
      record("cancel", phone, appointmentId, now);
      if (setup.cancelRefusal) return { cancelled: false, reason: setup.cancelRefusal };
      const appointment = (setup.upcoming ?? []).find((booked) => booked.id === appointmentId);
      if (!appointment) return { cancelled: false, reason: "Appointment not found" };
      return { cancelled: true, refundPesewas: appointment.paid && patientCancellationRefunded(appointment.startsAt, now) ? appointment.feePesewas : 0 };
    },
  };
}
