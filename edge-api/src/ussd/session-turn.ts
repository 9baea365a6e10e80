/**
 * One request of a USSD session, whatever the aggregator (adapters/ turn their formats into a Dial):
 * a request sent again gets the screen that answered it, without the menu running twice (so a
 * confirmation the network repeats holds nothing twice and starts no second prompt); otherwise the
 * menu runs on the kept state, the new state and screen are kept, and the work the menu asks for
 * (the mobile-money prompt, remembering a search) starts once the answer is on its way. A failure
 * anywhere ends the session with a short apology: an answer that is not a screen would only show the
 * caller the network's own error.
 */
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { msg } from "@gh/contracts/msg";
import { inLanguageOf, t } from "../i18n/api-texts.ts";
import type { Background } from "../money/refunds.ts";
import type { BookingDesk, MenuEffect, MenuState, MobileNetwork, UssdReply } from "./menu/types.ts";
import { fitEnd } from "./menu/screen.ts";
import type { UssdMenu } from "./menu-port.ts";
import { MobileMoneyPromptUnavailable } from "./mobile-money-prompt.ts";
import type { Aggregator, SessionStore, UssdSession } from "./session-store.ts";

/** One request as every adapter tells it. */
export interface Dial {
  aggregator: Aggregator;
  sessionId: string;
  /** What tells this request from the others of its session (Hubtel's Sequence, Africa's Talking's `text`). */
  request: string;
  /** Whether a request whose `request` was `last` is this one again (or, for Hubtel, an older one arriving late). */
  repeats: (last: string) => boolean;
  /** The session's first request (the dial itself). */
  starts: boolean;
  /** +233XXXXXXXXX */
  phone: string;
  network: MobileNetwork | null;
  /** What the caller typed last; null on the dial. */
  input: string | null;
  now: number;
}

export interface TurnServices {
  store: SessionStore;
  menu: UssdMenu;
  desk: BookingDesk;
  /** Runs work after the answer (executionCtx.waitUntil); without it the work is done before answering. */
  background?: Background;
}

export const APOLOGY = msg("Sorry, something went wrong. Please dial again in a moment.");

/** The screen that ends a session that failed, in the caller's language when the menu had learnt it, drawn as the menu draws its screens (GSM-7, 160 characters). */
export function apologyReply(state: MenuState | null | undefined): UssdReply {
  return { text: inLanguageOf(state?.language ?? DEFAULT_LANGUAGE, () => fitEnd([t(APOLOGY)])), end: true };
}

/** The desk as the menu gets it: a prompt that cannot start yet is logged as such, never taken for a payment. */
function withPromptLogged(desk: BookingDesk): BookingDesk {
  return {
    ...desk,
    async requestPayment(payment) {
      try {
        await desk.requestPayment(payment);
      } catch (error) {
        if (!(error instanceof MobileMoneyPromptUnavailable)) throw error;
        console.warn("USSD booking held without a mobile-money prompt:", error.message);
      }
    },
  };
}

async function startAfterAnswer(effects: readonly MenuEffect[], background: Background | undefined): Promise<void> {
  for (const effect of effects) {
    if (background) background(effect());
    else await effect();
  }
}

/** The screen for this request. */
export async function answerDial(dial: Dial, { store, menu, desk, background }: TurnServices): Promise<UssdReply> {
  let kept: UssdSession | null = null;
  try {
    kept = await store.read(dial.aggregator, dial.sessionId);
    if (kept && dial.repeats(kept.lastRequest)) return kept.lastReply;
    // A session the store no longer has (lapsed, or ended by the menu) starts again at its first screen.
    const state = dial.starts ? null : (kept?.state ?? null);
    const input = state === null ? null : dial.input;
    const answer = await menu(state, { phone: dial.phone, network: dial.network, input, now: dial.now }, withPromptLogged(desk));
    await store.write(dial.aggregator, dial.sessionId, { state: answer.reply.end ? null : answer.state, lastRequest: dial.request, lastReply: answer.reply });
    await startAfterAnswer(answer.effects, background);
    return answer.reply;
  } catch (error) {
    console.error("USSD request failed", dial.aggregator, dial.sessionId, error);
    return apologyReply(kept?.state);
  }
}
