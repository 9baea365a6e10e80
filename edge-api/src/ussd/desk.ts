/**
 * The USSD menu's booking desk over D1 (menu/types.ts BookingDesk): the web's own booking core, so a
 * caller meets the same bookable providers, free slots, holds, fees and refunds as a web patient. The caller
 * is their number (db/ussd-callers.ts): their account is made on their first hold, never before.
 */
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import { MAX_UNPAID_HOLDS } from "@gh/contracts/constants";
import { cedisToPesewas, splitFee } from "@gh/contracts/money";
import { DAY_MS, slotInstant } from "@gh/contracts/schedule";
import { providerName } from "@gh/contracts/regions";
import { takesBookings } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";
import { searchQuerySchema, type ProviderSearchResult, type SearchQuery } from "@gh/contracts/search";
import { appointmentById, bookSlot, patientAppointmentPage, patientBusyAt, patientBusyTimes } from "../db/appointments.ts";
import { availabilityOn, bookableDays } from "../db/availability.ts";
import type { Database } from "../db/client.ts";
import { cancelForPatient } from "../db/patient-cancellation.ts";
import { searchProviders } from "../db/provider-search/search.ts";
import { providerById } from "../db/providers.ts";
import { callerAccount, callerAccountForBooking, callerLanguage, callerLastSearch, rememberCallerLanguage, rememberCallerSearch } from "../db/ussd-callers.ts";
import type { Bindings } from "../env.ts";
import { refundsOfAppointment } from "../money/refund-store.ts";
import { ghanaLocalNumber } from "../auth/phone.ts";
import type { Background } from "../money/refunds.ts";
import type { BookingDesk, DeskAppointment, DeskProvider, HoldOutcome } from "./menu/types.ts";
import { requestMobileMoneyPayment, submitVoucher, voucherAwaited } from "./mobile-money-prompt.ts";

/** How many of the caller's coming bookings "My appointments" can page through. */
const UPCOMING_LIMIT = 20;

export interface DeskContext {
  /** The request's bindings (its D1 session: the caller reads their own writes). */
  env: Bindings;
  db: Database;
  /** Work that may finish after the answer (a refund's settlement in the sandbox). */
  background?: Background;
}

/** The provider, if they take bookings (their licence checked: docs/product-rules.md#licences-and-nhis); a caller never meets one who does not. */
async function bookableProvider(db: Database, providerId: number): Promise<Provider | null> {
  const provider = await providerById(db, providerId);
  return provider && takesBookings(provider.licenceVerifiedFor) ? provider : null;
}

/** The most search results read to find a page of bookable providers (search lists the others too, as "Pending Verification"). */
const MOST_RESULTS_READ = 200;

/**
 * The bookable providers `offset` to `offset + limit` of the web's search, and whether more follow.
 * Search lists providers whose licence is not checked yet; the desk skips them, so it reads from the
 * first result, one more than it shows, widening the read (to MOST_RESULTS_READ) while skipped ones
 * leave it short.
 */
async function bookableFound(binding: D1Database, query: SearchQuery, now: number, offset: number, limit: number): Promise<{ bookable: ProviderSearchResult[]; more: boolean }> {
  let read = offset + limit + 1;
  for (;;) {
    const results = await searchProviders(binding, { ...query, page: 1 }, now, read);
    const bookable = results.providers.filter((provider) => takesBookings(provider.licenceVerifiedFor));
    const seenAll = !results.totalCapped && results.total <= read;
    if (bookable.length > offset + limit || seenAll || read >= MOST_RESULTS_READ) {
      return { bookable: bookable.slice(offset, offset + limit), more: bookable.length > offset + limit || !seenAll };
    }
    read = Math.min(read * 2, MOST_RESULTS_READ);
  }
}

export function bookingDesk({ env, db, background }: DeskContext): BookingDesk {
  return {
    languageOf: (phone) => callerLanguage(db, phone),

    rememberLanguage: (phone, language) => rememberCallerLanguage(db, phone, language, Date.now()),

    lastSearchOf: (phone) => callerLastSearch(db, phone),

    rememberSearch: (phone, search) => rememberCallerSearch(db, phone, search, Date.now()),

    async providers({ specialty, place, offset, limit }, now) {
      // The web's search, relevance order (nearest first in a town): a specialty or place it refuses finds nobody.
      const query = searchQuerySchema.safeParse({ specialty, location: place });
      if (!query.success || limit < 1) return { providers: [], more: false };
      const { bookable, more } = await bookableFound(env.DB, query.data, now, offset, limit);
      const providers: DeskProvider[] = bookable.map((provider) => ({
        id: provider.id,
        name: providerName(provider),
        feePesewas: cedisToPesewas(provider.consultationFee) ?? 0,
        soonestDay: provider.nextFreeSlot?.slice(0, 10) ?? null,
      }));
      return { providers, more };
    },

    async bookableDays(providerId, now, limit) {
      const provider = await bookableProvider(db, providerId);
      return provider ? bookableDays(db, provider, now, limit) : [];
    },

    async freeSlots(providerId, day, now, phone) {
      const [provider, caller] = await Promise.all([bookableProvider(db, providerId), callerAccount(db, phone)]);
      if (!provider) return [];
      const dayStart = slotInstant(day, "00:00");
      // Times the caller already has a visit elsewhere would only be refused at Confirm: not offered.
      const [{ slots }, busy] = await Promise.all([
        availabilityOn(db, provider, day, null, now),
        caller ? patientBusyTimes(db, caller.id, { from: dayStart, to: dayStart + DAY_MS }, now, { providerId }) : new Set<number>(),
      ]);
      return slots
        .filter((slot) => slot.available)
        .map((slot) => Date.parse(slot.startsAt))
        .filter((startsAt) => !busy.has(startsAt))
        .map((startsAt) => ({ startsAt }));
    },

    async hold({ phone, providerId, startsAt }, now): Promise<HoldOutcome> {
      // Read together: Confirm is the menu's slowest answer (bench:ussd), and neither read needs the other.
      const [provider, known] = await Promise.all([bookableProvider(db, providerId), callerAccount(db, phone)]);
      if (!provider) return { held: false, reason: "taken" };
      // Bookable exactly as the web's availability says (the caller's own unpaid hold counts as free):
      // on the slot list, in the provider's hours, not Sunday, not past, not on time off, not held.
      const day = new Date(startsAt).toISOString().slice(0, 10);
      const { slots } = await availabilityOn(db, provider, day, known?.id ?? null, now);
      if (!slots.some((slot) => slot.available && Date.parse(slot.startsAt) === startsAt)) return { held: false, reason: "taken" };
      // The caller's account is made (or found) only now that there is a slot to book.
      const patient = known ?? (await callerAccountForBooking(db, phone, now));
      if (await patientBusyAt(db, patient.id, startsAt, now, { providerId })) return { held: false, reason: "busy" };
      // The fee is the provider's in-person fee, fixed now with its commission and payout.
      const feePesewas = cedisToPesewas(provider.consultationFee)!;
      const booked = await bookSlot(
        db,
        {
          patientId: patient.id,
          providerId,
          startsAt,
          reason: null,
          visitType: "in_person",
          patientName: [patient.firstName, patient.lastName].filter(Boolean).join(" ") || ghanaLocalNumber(phone),
          patientPhone: phone,
          patientEmail: patient.email,
          bookedBy: "phone",
          feePesewas,
          ...splitFee(feePesewas),
        },
        now,
        MAX_UNPAID_HOLDS,
      );
      if (booked === "taken" || booked === "too_many_holds") return { held: false, reason: booked };
      return { held: true, appointmentId: booked.id, bookingCode: booked.bookingCode ?? "", feePesewas: booked.feePesewas, holdExpiresAt: booked.holdExpiresAt ?? now };
    },

    requestPayment: (payment) => requestMobileMoneyPayment({ env, db, background }, payment),

    voucherAwaited: (phone, now) => voucherAwaited({ env, db, background }, phone, now),

    async submitVoucher(phone, voucher) {
      await submitVoucher({ env, db, background }, phone, voucher);
    },

    async upcoming(phone, now) {
      const patient = await callerAccount(db, phone);
      if (!patient) return [];
      const { rows } = await patientAppointmentPage(db, patient.id, "upcoming", 1, UPCOMING_LIMIT, now);
      return rows.flatMap(({ appointment, provider, providerFirstName, providerLastName }): DeskAppointment[] =>
        appointment.status === "pending" || appointment.status === "confirmed"
          ? [
              {
                id: appointment.id,
                bookingCode: appointment.bookingCode ?? "",
                providerName: providerName({ title: provider.title, user: { firstName: providerFirstName, lastName: providerLastName } }),
                startsAt: appointment.startsAt,
                status: appointment.status,
                paid: appointment.paymentStatus === "completed",
                feePesewas: appointment.feePesewas,
              },
            ]
          : [],
      );
    },

    async cancel(phone, appointmentId, now) {
      const patient = await callerAccount(db, phone);
      const appointment = await appointmentById(db, appointmentId);
      // Another caller's booking answers like a missing one.
      if (!patient || !appointment || appointment.patientId !== patient.id) return { cancelled: false, reason: APPOINTMENT_MESSAGES.notFound };
      const cancelled = await cancelForPatient(env, db, appointment, now, { background });
      if (!cancelled) return { cancelled: false, reason: APPOINTMENT_MESSAGES.notChangeable };
      const refunds = await refundsOfAppointment(db, appointmentId);
      return { cancelled: true, refundPesewas: refunds.reduce((sum, refund) => sum + refund.amountPesewas, 0) };
    },
  };
}
