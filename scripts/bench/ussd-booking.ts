/**
 * One whole USSD booking as a caller makes it, reading each screen (edge-api/src/ussd/menu/screens/):
 * dial; language (first time) or the main menu; Book; the specialty (paging with "98 More" until it
 * shows), or a returning caller's "Again: …"; the town (first time); a provider with a free day; a
 * day; a time; pay with their own MoMo number; the END screen that announces the prompt. A time
 * taken meanwhile (or one the caller is already booked at) shows the day's times again: another is
 * picked and counted; a day with no time left for the caller sends them back for another day.
 */
import type { Answer, UssdCaller } from "./ussd-callers.ts";

/** The screen a request answered: what the per-step timings are grouped by. */
export type Step = "dial" | "language" | "main" | "specialty" | "place" | "providers" | "day" | "time" | "confirm";

export interface BookingPlan {
  /** The specialty's name as the services screen shows it ("Cardiology"); a returning caller picks "Again" instead. */
  specialty: string;
  /** The town as the place screen lists it ("Kumasi"). */
  town: string;
  returning: boolean;
  /** A choice among `count` options (0-based): the bench spreads bookings over providers, days and times with it. */
  pick(count: number): number;
}

export interface BookingResult {
  booked: boolean;
  /** Why the booking did not end at the prompt, with the screen that stopped it. */
  failure: string | null;
  /** Every screen the caller was shown, dial to END. */
  screens: string[];
  /** Screens shown after the main menu's "Book" up to the END screen announcing the prompt. */
  screensFromBook: number;
  timings: { step: Step; ms: number }[];
  /** The confirm request that held the slot and ended the session (the prompt starts after it). */
  confirmMs: number | null;
  /** Times taken meanwhile by another session, and times the caller was already booked at. */
  timesTaken: number;
  timesBusy: number;
  /** Times the caller went back from a day with no time left for them to choose another. */
  daysGone: number;
}

/** Confirms tried before a session gives up. */
const MAX_CONFIRMS = 6;

interface Choice {
  number: string;
  label: string;
}

/** The numbered choices of a screen, without "98 More" and "0 Back". */
function choicesOf(text: string): Choice[] {
  return text.split("\n").flatMap((line) => {
    const match = /^(\d{1,2}) (.+)$/.exec(line);
    return match && match[1] !== "98" && match[1] !== "0" ? [{ number: match[1]!, label: match[2]! }] : [];
  });
}

const hasMore = (text: string) => text.split("\n").some((line) => line.startsWith("98 "));
const hasBack = (text: string) => text.split("\n").some((line) => line.startsWith("0 "));

class BookingStopped extends Error {}

export async function makeBooking(caller: UssdCaller, plan: BookingPlan): Promise<BookingResult> {
  const result: BookingResult = { booked: false, failure: null, screens: [], screensFromBook: 0, timings: [], confirmMs: null, timesTaken: 0, timesBusy: 0, daysGone: 0 };
  let bookPressedAt: number | null = null;
  let screen: Answer;

  const shown = (answer: Answer, step: Step): Answer => {
    result.screens.push(answer.text);
    result.timings.push({ step, ms: answer.ms });
    return answer;
  };
  const answer = async (step: Step, input: string) => shown(await caller.answer(input), step);
  const stop = (why: string): never => {
    throw new BookingStopped(`${why}; screen: ${JSON.stringify(screen.text)}`);
  };
  const choose = (predicate: (choice: Choice) => boolean, what: string): string => choicesOf(screen.text).find(predicate)?.number ?? stop(`no choice ${what}`);
  const pickAmong = (choices: Choice[], what: string): Choice => (choices.length > 0 ? choices[plan.pick(choices.length)]! : stop(`no ${what} to choose`));

  try {
    screen = shown(await caller.dial(), "dial");
    if (screen.text.includes("Choose your language")) screen = await answer("language", choose((c) => c.label === "English", "English"));
    if (!screen.text.includes("Book a doctor")) stop("not the main menu");
    bookPressedAt = result.screens.length;
    screen = await answer("main", choose((c) => c.label === "Book a doctor", "Book a doctor"));

    if (plan.returning) {
      screen = await answer("specialty", choose((c) => c.label.startsWith("Again: "), "Again"));
    } else {
      while (!choicesOf(screen.text).some((c) => c.label === plan.specialty)) {
        if (!hasMore(screen.text)) stop(`no ${plan.specialty} on the services screens`);
        screen = await answer("specialty", "98");
      }
      screen = await answer("specialty", choose((c) => c.label === plan.specialty, plan.specialty));
      screen = await answer("place", choose((c) => c.label === plan.town, plan.town));
    }

    screen = await answer("providers", pickAmong(choicesOf(screen.text).filter((c) => !c.label.endsWith("no free day soon")), "provider with a free day").number);
    const daysTried = new Set<string>();
    const chooseDay = async () => {
      const day = pickAmong(choicesOf(screen.text).filter((c) => !daysTried.has(c.label)), "day not tried yet");
      daysTried.add(day.label);
      screen = await answer("day", day.number);
    };
    await chooseDay();
    // Times the caller may not have on this day (taken meanwhile, or they already have a visit then).
    const refused = new Set<string>();
    for (let confirms = 0; ; ) {
      const times = choicesOf(screen.text).filter((c) => !refused.has(c.label));
      if (times.length === 0) {
        if (!hasBack(screen.text)) stop("no time left and no way back");
        result.daysGone++;
        screen = await answer("time", "0");
        await chooseDay();
        refused.clear();
        continue;
      }
      if (++confirms > MAX_CONFIRMS) stop(`no time held after ${MAX_CONFIRMS} tries`);
      const time = pickAmong(times, "time");
      screen = await answer("time", time.number);
      screen = await answer("confirm", choose((c) => c.label.startsWith("Pay with MoMo "), "Pay with MoMo <own number>"));
      if (screen.end && screen.text.startsWith("Approve the MoMo prompt")) {
        result.booked = true;
        result.confirmMs = screen.ms;
        result.screensFromBook = result.screens.length - bookPressedAt;
        return result;
      }
      if (screen.text.includes("just been taken")) result.timesTaken++;
      else if (screen.text.includes("already have an appointment at this time")) result.timesBusy++;
      else stop("the confirm answer is neither the prompt nor the day's times again");
      refused.add(time.label);
    }
  } catch (error) {
    if (!(error instanceof BookingStopped)) throw error;
    result.failure = error.message;
    await caller.hangUp();
    return result;
  }
}
