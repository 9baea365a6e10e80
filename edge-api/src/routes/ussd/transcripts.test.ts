/**
 * Golden transcripts of the USSD menu, one per language: a first-time caller dials, chooses their
 * language, slips once on the main menu, and books a dentist in Accra (a second page of services and
 * of providers, the second bookable day, a time on the second page) to the END screen, paying with
 * their own MoMo number. A fake Hubtel and a fake Africa's Talking play the same inputs through the
 * real routes, menu and desk against the test D1 at a fixed clock (Friday 4 January 2030, 07:00 in
 * Ghana); both must show the same screens, each at most 160 GSM-7 characters and nothing outside
 * GSM-7, and those screens must be golden/<language>.txt exactly.
 *
 * When a screen changes on purpose (a text, a translation, a format), regenerate the golden files:
 *
 *   TZ=UTC npx vitest run --project edge-api edge-api/src/routes/ussd/transcripts.test.ts -u
 *
 * (vitest's toMatchFileSnapshot, which works in workerd) and review their diff as you would code.
 * A file is rewritten only after Africa's Talking was checked to give Hubtel's screens. Without -u a
 * changed screen fails the test; under CI a missing golden file fails too instead of being written.
 */
import { env } from "cloudflare:workers";
import type { Language } from "@gh/contracts/languages";
import { specialtyName } from "@gh/contracts/specialties";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appWith, choose, fakeAfricasTalking, fakeHubtel, type FakeCaller, type UssdScreen } from "../../../test/fake-aggregators.ts";
import { db, insertProvider } from "../../../test/fixtures.ts";
import { appointments, users } from "../../db/schema.ts";
import type { Bindings } from "../../env.ts";
import { inLanguageOf, t } from "../../i18n/api-texts.ts";
import { gsm7Length, isGsm7, toGsm7 } from "../../ussd/gsm7.ts";
import { LANGUAGE_CHOICES } from "../../ussd/menu/screens/language.ts";

/** Friday 4 January 2030, 07:00 in Ghana (UTC): every day and soonest free day on the screens follows from it. */
const FRIDAY_MORNING = Date.UTC(2030, 0, 4, 7, 0);
/** The time the session books: the second bookable day (Saturday, 9 AM to 1 PM), the first time of its second page. */
const SATURDAY_ELEVEN = Date.UTC(2030, 0, 5, 11, 0);

/** The prompt is left on the caller's phone: nothing approves it while the test runs. */
const bindings = { ...env, SANDBOX_CHARGE_DELAY_MS: "manual" } as unknown as Bindings;
/** One caller, as each aggregator writes their number: their MoMo wallet is 024xxxx567. */
const CALLER = { hubtel: "233241234567", africasTalking: "+233241234567", wallet: "024xxxx567" };

interface Turn {
  /** null: the dial. */
  input: string | null;
  screen: UssdScreen;
}

/**
 * Four dentists in Accra at the same place, so the search ranks them by rating; the one booked is the
 * fourth, on the providers' second page, with a name written in Twi letters (Dɔnkɔ: Donko in GSM-7).
 */
async function dentistsInAccra() {
  const dentist = (rating: number, fee: number, firstName: string, lastName: string) =>
    insertProvider({ specialtyId: "dentist", averageRating: rating, reviewCount: 10, consultationFeePesewas: fee }, { firstName, lastName });
  await dentist(4.9, 15000, "Kwame", "Mensah");
  await dentist(4.7, 20050, "Abena", "Asante");
  await dentist(4.5, 8000, "Kofi", "Boateng");
  const { provider } = await dentist(4.2, 12000, "Akosua", "Dɔnkɔ");
  return provider;
}

/** A label as the screen writes it in `language`. */
const label = (language: Language, message: string) => inLanguageOf(language, () => toGsm7(t(message)));

/** The caller, each input and the screen it got kept in `turns`. */
function recorded(caller: FakeCaller, turns: Turn[]): FakeCaller {
  return {
    aggregator: caller.aggregator,
    dial: async () => {
      const screen = await caller.dial();
      turns.push({ input: null, screen });
      return screen;
    },
    answer: async (input) => {
      const screen = await caller.answer(input);
      turns.push({ input, screen });
      return screen;
    },
  };
}

/** The whole booking, as a first-time caller in `language` makes it; the inputs are chosen by what the screens say. */
async function bookADentist(aggregator: FakeCaller, language: Language): Promise<Turn[]> {
  const turns: Turn[] = [];
  const caller = recorded(aggregator, turns);
  await caller.dial();
  await caller.answer(String(LANGUAGE_CHOICES.findIndex((choice) => choice.language === language) + 1));
  await caller.answer("7"); // not on the main menu: the notice, in the caller's language
  let screen = await caller.answer("1"); // Book a doctor
  screen = await choose(caller, screen, label(language, specialtyName("dentist")));
  screen = await choose(caller, screen, "Accra");
  screen = await choose(caller, screen, /Donko/);
  await caller.answer("2"); // the second bookable day
  await caller.answer("98"); // its later times
  screen = await caller.answer("1");
  await choose(caller, screen, new RegExp(CALLER.wallet)); // Pay with MoMo 024xxxx567, in the words of the language
  return turns;
}

/** The transcript as the golden file keeps it: each input, then the screen and whether the session goes on. */
function written(language: Language, turns: Turn[]): string {
  const header = `# USSD golden transcript, ${language}: written by transcripts.test.ts (regenerate with -u, see its header).\n`;
  return header + turns.map(({ input, screen }) => `\n> ${input ?? "(dial)"}\n< ${screen.end ? "END" : "CON"}\n${screen.text}\n`).join("");
}

/** A new caller again: no account, language, booking, prompt, SMS or session from the session before (the providers stay). */
async function forgetTheCaller() {
  await env.DB.batch(["payments", "appointments", "ussd_callers", "outbox"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  await db().delete(users).where(eq(users.role, "patient"));
  for (const kv of [env.USSD_SESSIONS, env.CODES]) await Promise.all((await kv.list()).keys.map((key) => kv.delete(key.name)));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(FRIDAY_MORNING);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("golden USSD transcripts: a first-time caller books to the END screen, the same through Hubtel and Africa's Talking", () => {
  it.each(LANGUAGE_CHOICES)("in $name ($language)", async ({ language }) => {
    const donko = await dentistsInAccra();
    const send = appWith(bindings);

    // Each transcript booked what it says: the fourth dentist, Saturday at 11:00, held for the prompt.
    const expectHeld = async () => expect(await db().select().from(appointments)).toMatchObject([{ providerId: donko.id, startsAt: SATURDAY_ELEVEN, status: "pending", paymentStatus: "pending" }]);

    const hubtel = await bookADentist(fakeHubtel(send, `golden-${language}`, { mobile: CALLER.hubtel, operator: "mtn" }), language);
    await expectHeld();
    await forgetTheCaller();
    const africasTalking = await bookADentist(fakeAfricasTalking(send, `ATUid_golden_${language}`, { phoneNumber: CALLER.africasTalking, networkCode: "62001" }), language);
    await expectHeld();

    for (const [aggregator, turns] of [["hubtel", hubtel], ["africastalking", africasTalking]] as const) {
      for (const { input, screen } of turns) {
        const where = `${aggregator}, ${language}, after ${input ?? "the dial"}:\n${screen.text}`;
        expect(gsm7Length(screen.text), where).toBeLessThanOrEqual(160);
        expect(isGsm7(screen.text), where).toBe(true);
      }
      // Only the last screen ends the session.
      expect(turns.map(({ screen }) => screen.end)).toEqual([...turns.slice(1).map(() => false), true]);
    }
    expect(written(language, africasTalking)).toBe(written(language, hubtel));
    await expect(written(language, hubtel)).toMatchFileSnapshot(`./golden/${language}.txt`);
  });
});
