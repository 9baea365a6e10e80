/**
 * The USSD menu's contract (docs/product-rules.md#basic-phones): one channel-neutral state machine
 * that every aggregator adapter drives. The menu is pure apart from the BookingDesk it is given: it
 * reads and books through that port, so it is tested with a desk of fixed answers and served with the
 * one over D1 (desk.ts).
 *
 *   adapter (hubtel.ts, africastalking.ts)  ── UssdRequest ──►  runMenu(state, request, desk)
 *                                          ◄── MenuAnswer: the UssdReply, the next state (kept in KV by the
 *                                              adapter's session store) and the effects to run once answered
 */
import type { Language } from "@gh/contracts/languages";

/** One dial's step as every aggregator tells it, whatever its format. */
export interface UssdRequest {
  /** The caller's number as the network gives it, normalised to +233XXXXXXXXX. */
  phone: string;
  /** The mobile network, when the aggregator says ("mtn", "telecel", "airteltigo"), for the MoMo prompt. */
  network: MobileNetwork | null;
  /** null on the session's first request (the dial itself); else what the caller typed last. */
  input: string | null;
  /** Epoch ms. */
  now: number;
}

export type MobileNetwork = "mtn" | "telecel" | "airteltigo";

/** What the caller sees: a screen of at most 160 GSM-7 characters, and whether the session ends with it. */
export interface UssdReply {
  text: string;
  end: boolean;
}

/** A provider as a menu lists it. */
export interface DeskProvider {
  id: number;
  /** "Dr Kwame Mensah" */
  name: string;
  /** The in-person fee, pesewas. */
  feePesewas: number;
  /** The soonest Ghana date with a free slot ("2026-11-27"), or null when none in the next 14 days. */
  soonestDay: string | null;
}

/** A free slot: its UTC instant (Ghana time is UTC). */
export interface DeskSlot {
  startsAt: number;
}

/** A booking the caller made, as "My appointments" lists it. */
export interface DeskAppointment {
  id: number;
  bookingCode: string;
  providerName: string;
  startsAt: number;
  status: "pending" | "confirmed";
  paid: boolean;
  feePesewas: number;
}

export type HoldOutcome =
  | { held: true; appointmentId: number; bookingCode: string; feePesewas: number; holdExpiresAt: number }
  /**
   * taken: someone else took the slot meanwhile; busy: the caller already has a visit at that time
   * (both: the menu shows the day's free times again); too_many_holds: unpaid bookings are waiting.
   */
  | { held: false; reason: "taken" | "too_many_holds" | "busy" };

/** `reason`: a marked English message (msg), shown translated after "We could not cancel it:". */
export type CancelOutcome = { cancelled: true; refundPesewas: number } | { cancelled: false; reason: string };

/** What the caller searched for: a specialty id and the place as chosen or typed. */
export interface DeskSearch {
  specialty: string;
  place: string;
}

/**
 * What the menu asks of the booking core. Every rule (slots, holds, fees, refunds) is the core's,
 * exactly as for the web: the menu only shows and chooses.
 */
export interface BookingDesk {
  /** The language the caller chose before, or null for a first-time caller. */
  languageOf(phone: string): Promise<Language | null>;
  rememberLanguage(phone: string, language: Language): Promise<void>;
  /**
   * The search the caller last found providers with, or null: the menu offers it first ("Again:
   * Cardiology in Kumasi"), so a returning caller skips the place screen.
   */
  lastSearchOf(phone: string): Promise<DeskSearch | null>;
  /** Remembers a search that found providers; run after the answer (an effect). */
  rememberSearch(phone: string, search: DeskSearch): Promise<void>;
  /** Providers of a specialty in a town or region (the place as typed, matched like the web's search), best first. */
  providers(query: { specialty: string; place: string; offset: number; limit: number }, now: number): Promise<{ providers: DeskProvider[]; more: boolean }>;
  /** The next Ghana dates with at least one free slot, soonest first. */
  bookableDays(providerId: number, now: number, limit: number): Promise<string[]>;
  /** Free slots of that day, soonest first, without the times the caller (by their number) already has a visit. */
  freeSlots(providerId: number, day: string, now: number, phone: string): Promise<DeskSlot[]>;
  /** Holds the slot for the caller (a phone-only patient account is made on first booking). */
  hold(booking: { phone: string; providerId: number; startsAt: number }, now: number): Promise<HoldOutcome>;
  /** Starts the mobile-money prompt for a held booking (`momoPhone`: +233XXXXXXXXX); never awaited by the USSD answer. */
  requestPayment(payment: { appointmentId: number; momoPhone: string; network: MobileNetwork }): Promise<void>;
  /**
   * The booking whose mobile-money payment waits on a code the gateway texted the caller (Telecel
   * Cash's voucher), with the wallet (+233XXXXXXXXX) it went to; null when none is awaited.
   */
  voucherAwaited(phone: string, now: number): Promise<{ appointmentId: number; feePesewas: number; wallet: string } | null>;
  /** Gives the caller's code to the gateway; run after the answer (an effect): the caller hears by SMS. */
  submitVoucher(phone: string, voucher: string): Promise<void>;
  /** The caller's bookings still to come. */
  upcoming(phone: string, now: number): Promise<DeskAppointment[]>;
  /** Cancels one of the caller's bookings under the web's refund rules. */
  cancel(phone: string, appointmentId: number, now: number): Promise<CancelOutcome>;
}

/**
 * Work the menu asks for that the caller must not wait on (starting the MoMo prompt, remembering a
 * search). The adapter answers first and then runs each, e.g. `ctx.waitUntil(effect())`; an effect
 * never rejects (a failure is logged), and is run once per answer, never again for a repeated request.
 */
export type MenuEffect = () => Promise<void>;

/** runMenu's answer: the screen, the state to keep (null once the session ends), and the work to start after answering. */
export interface MenuAnswer {
  reply: UssdReply;
  state: MenuState | null;
  effects: MenuEffect[];
}

/**
 * Where the caller is in the menu: plain JSON, kept between requests by the adapter's session store.
 * Every state keeps its language and the screen before it (`back`, what "0 Back" shows again), so
 * going back asks the desk nothing.
 */
export type MenuState =
  | LanguageState
  | MainState
  | SpecialtyState
  | PlaceState
  | ProvidersState
  | DayState
  | TimeState
  | ConfirmState
  | MomoNumberState
  | VoucherState
  | AppointmentsState
  | AppointmentState
  | CancelState;

/** Which part of a list a screen shows: from `offset`, `shown` items (as many as fit), and whether more follow. */
export interface ListPage {
  offset: number;
  shown: number;
  more: boolean;
}

interface Screen {
  language: Language;
}

export interface LanguageState extends Screen {
  screen: "language";
  /** The main menu it came from (a returning caller changing language), or null on a first dial. */
  back: MainState | null;
  again: DeskSearch | null;
}

export interface MainState extends Screen {
  screen: "main";
  back: null;
  /** The caller's last search, read once on the dial: offered first when they book. */
  again: DeskSearch | null;
}

export interface SpecialtyState extends Screen {
  screen: "specialty";
  back: MainState | SpecialtyState;
  page: ListPage;
  again: DeskSearch | null;
}

export interface PlaceState extends Screen {
  screen: "place";
  back: SpecialtyState;
  specialty: string;
}

export interface ProvidersState extends Screen {
  screen: "providers";
  back: SpecialtyState | PlaceState | ProvidersState;
  search: DeskSearch;
  page: ListPage;
  /** This page's providers as the desk gave them (the screen may show fewer: `page.shown`). */
  providers: DeskProvider[];
  /** The desk has providers beyond these. */
  deskHasMore: boolean;
  /** When none were found: the places nearest to what was typed ("Did you mean"). */
  suggestions: string[];
}

export interface DayState extends Screen {
  screen: "day";
  back: ProvidersState;
  provider: DeskProvider;
  days: string[];
}

export interface TimeState extends Screen {
  screen: "time";
  back: DayState | TimeState;
  provider: DeskProvider;
  day: string;
  /** The day's free slots (UTC instants), as the desk gave them. */
  slots: number[];
  page: ListPage;
}

export interface ConfirmState extends Screen {
  screen: "confirm";
  back: TimeState;
  provider: DeskProvider;
  startsAt: number;
  /** The caller's own number ("0241234567") and its MoMo network, or null when it is on none. */
  ownMomo: { phone: string; network: MobileNetwork } | null;
}

export interface MomoNumberState extends Screen {
  screen: "momo-number";
  back: ConfirmState;
}

export interface VoucherState extends Screen {
  screen: "voucher";
  /** The screen the dial would have shown without a code awaited (the main menu, or the language screen for a first-time caller). */
  back: MainState | LanguageState;
  /** The booking's fee (pesewas) and the wallet (+233XXXXXXXXX) the code was sent to. */
  feePesewas: number;
  wallet: string;
}

export interface AppointmentsState extends Screen {
  screen: "appointments";
  back: MainState | AppointmentsState;
  appointments: DeskAppointment[];
  page: ListPage;
}

export interface AppointmentState extends Screen {
  screen: "appointment";
  back: AppointmentsState;
  appointment: DeskAppointment;
}

export interface CancelState extends Screen {
  screen: "cancel";
  back: AppointmentState;
  appointment: DeskAppointment;
  /** Whether cancelling now is refunded in full (paid, and at least 24 hours before the visit), as the screen says. */
  refunded: boolean;
}
