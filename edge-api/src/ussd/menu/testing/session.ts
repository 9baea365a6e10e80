/**
 * Drives a whole USSD session through runMenu as an adapter would (the state kept between
 * requests, the effects run after each answer), and checks every screen is one a network shows:
 * at most 160 GSM-7 characters, GSM-7 only, at most five choices besides "98 More" and "0 Back".
 */
import { expect } from "vitest";
import { gsm7Length, isGsm7 } from "../../gsm7.ts";
import { runMenu } from "../run-menu.ts";
import type { BookingDesk, MenuEffect, MenuState, MobileNetwork, UssdReply } from "../types.ts";
import { CALLER, NOW } from "./fixed-desk.ts";

/** The numbered choices a screen offers, "98" and "0" apart: "1 Book a doctor" → "1". */
export function choicesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => /^(\d+) /.exec(line)?.[1])
    .filter((key): key is string => key !== undefined && key !== "98" && key !== "0");
}

export function expectScreenANetworkShows(text: string): void {
  expect(isGsm7(text), `not GSM-7: ${JSON.stringify(text)}`).toBe(true);
  expect(gsm7Length(text), `over 160: ${JSON.stringify(text)}`).toBeLessThanOrEqual(160);
  expect(choicesOf(text).length, `more than five choices: ${JSON.stringify(text)}`).toBeLessThanOrEqual(5);
}

export interface Session {
  /** Every screen so far, the dial's first. */
  screens: UssdReply[];
  /** The last screen. */
  readonly screen: UssdReply;
  state: MenuState | null;
  /** Effects of the last answer, not run yet. */
  pending: MenuEffect[];
  /** Types `input` and sends it; returns the screen's text. */
  press(input: string): Promise<string>;
  /** Runs the last answer's effects, as the adapter does once it has answered. */
  runEffects(): Promise<void>;
}

export async function dial(desk: BookingDesk, caller: { phone?: string; network?: MobileNetwork | null } = {}): Promise<Session> {
  const phone = caller.phone ?? CALLER;
  const network = caller.network === undefined ? "mtn" : caller.network;
  const first = await runMenu(null, { phone, network, input: null, now: NOW }, desk);
  const session: Session = {
    screens: [],
    state: null,
    pending: [],
    get screen() {
      return session.screens.at(-1)!;
    },
    async press(input) {
      expect(session.screen.end, "the session has ended").toBe(false);
      const answer = await runMenu(session.state, { phone, network, input, now: NOW }, desk);
      take(answer);
      return answer.reply.text;
    },
    async runEffects() {
      const effects = session.pending;
      session.pending = [];
      await Promise.all(effects.map((run) => run()));
    },
  };
  const take = (answer: Awaited<ReturnType<typeof runMenu>>) => {
    expectScreenANetworkShows(answer.reply.text);
    expect(answer.state === null, "a state is kept exactly while the session goes on").toBe(answer.reply.end);
    // A state is plain JSON: the adapter keeps it in KV.
    expect(JSON.parse(JSON.stringify(answer.state))).toEqual(answer.state);
    session.screens.push(answer.reply);
    session.state = answer.state;
    session.pending = answer.effects;
  };
  take(first);
  return session;
}
