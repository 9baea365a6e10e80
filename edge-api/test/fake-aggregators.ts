/**
 * Fake USSD aggregators for whole sessions through the real app and menu (routes/ussd, the desk over
 * the test D1): a fake Hubtel (JSON, `Type` and `Sequence`) and a fake Africa's Talking (a form whose
 * `text` grows with every input, answered "CON …" or "END …"). Both give back what the caller's phone
 * shows: the screen, and whether the session ended with it, so one test reads either the same way.
 * Each request runs in an execution context of its own that the caller waits on, so the work the menu
 * starts after answering (the mobile-money prompt) is done when the screen comes back.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { createApp } from "../src/app.ts";
import type { Bindings } from "../src/env.ts";
import { DEVELOPMENT_USSD_KEY } from "../src/routes/ussd/callback-guard.ts";

/** A screen as the phone shows it. */
export interface UssdScreen {
  text: string;
  /** The session ended with this screen (Hubtel's Release, Africa's Talking's END). */
  end: boolean;
}

export interface FakeCaller {
  /** The aggregator's name, for messages. */
  readonly aggregator: "hubtel" | "africastalking";
  dial(): Promise<UssdScreen>;
  answer(input: string): Promise<UssdScreen>;
}

export type Send = (path: string, init: RequestInit) => Promise<Response>;

/** The Worker's app with `bindings`, each request waited on to the end of its after-answer work. */
export function appWith(bindings: Bindings): Send {
  const app = createApp();
  return async (path, init) => {
    const ctx = createExecutionContext();
    const response = await app.request(`http://127.0.0.1${path}`, init, bindings, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

const KEY = `?key=${DEVELOPMENT_USSD_KEY}`;

async function okOrThrow(response: Response, aggregator: string): Promise<Response> {
  if (response.status !== 200) throw new Error(`${aggregator} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Hubtel Programmable Services: `Mobile` as "233241234567", `Operator` as Hubtel names networks. */
export function fakeHubtel(send: Send, sessionId: string, { mobile = "233241234567", operator = "mtn" } = {}) {
  let sequence = 0;
  const request = async (type: string, message: string) => {
    sequence += 1;
    const response = await send(`/api/ussd/hubtel${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Type: type, Message: message, SessionId: sessionId, Sequence: sequence, Mobile: mobile, Operator: operator, ServiceCode: "*713*20#", ClientState: "" }),
    });
    return (await (await okOrThrow(response, "hubtel")).json()) as { Type: string; Message: string; Label: string; DataType: string };
  };
  const screenOf = (answer: { Type: string; Message: string; Label: string; DataType: string }): UssdScreen => {
    // Hubtel's own consistency: a Release is displayed, a Response waits for input, the label is the first line.
    const end = answer.Type === "Release";
    if (answer.Type !== (end ? "Release" : "Response") || answer.DataType !== (end ? "display" : "input") || answer.Label !== (answer.Message.split("\n")[0] ?? "")) {
      throw new Error(`not a Hubtel answer: ${JSON.stringify(answer)}`);
    }
    return { text: answer.Message, end };
  };
  const caller: FakeCaller & { hangUp(type?: "Release" | "Timeout"): ReturnType<typeof request> } = {
    aggregator: "hubtel",
    dial: async () => screenOf(await request("Initiation", "*713*20#")),
    answer: async (input: string) => screenOf(await request("Response", input)),
    /** The caller hangs up (Release) or the network gives up on them (Timeout): Hubtel's answer, as it comes. */
    hangUp: (type = "Release") => request(type, ""),
  };
  return caller;
}

/** Africa's Talking (and Hellio): `phoneNumber` as "+233241234567", `networkCode` 62001 is MTN. */
export function fakeAfricasTalking(send: Send, sessionId: string, { phoneNumber = "+233241234567", networkCode = "62001" } = {}) {
  const inputs: string[] = [];
  const request = async (text: string): Promise<UssdScreen> => {
    const response = await send(`/api/ussd/africastalking${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ sessionId, phoneNumber, networkCode, serviceCode: "*384*123#", text }).toString(),
    });
    const body = await (await okOrThrow(response, "africastalking")).text();
    const answer = /^(CON|END) ([\s\S]*)$/.exec(body);
    if (!answer) throw new Error(`not an Africa's Talking answer: ${JSON.stringify(body)}`);
    return { text: answer[2]!, end: answer[1] === "END" };
  };
  const caller: FakeCaller = {
    aggregator: "africastalking",
    dial: () => request(""),
    answer: (input) => {
      inputs.push(input);
      return request(inputs.join("*"));
    },
  };
  return caller;
}

/** The number a screen gives the choice whose label is `label` or matches it ("3 Accra" → "3"), or null. */
export function numberOf(screen: string, label: RegExp | string): string | null {
  for (const line of screen.split("\n")) {
    const choice = /^(\d+) (.+)$/.exec(line);
    if (choice && (typeof label === "string" ? choice[2] === label : label.test(choice[2]!))) return choice[1]!;
  }
  return null;
}

/** Chooses `wanted` on `screen` as a caller reads it, pressing "98" (More) until it shows; the screen that follows. */
export async function choose(caller: FakeCaller, screen: UssdScreen, wanted: RegExp | string): Promise<UssdScreen> {
  let current = screen;
  for (let page = 0; numberOf(current.text, wanted) === null; page += 1) {
    if (page === 5 || !/^98 /m.test(current.text)) throw new Error(`${String(wanted)} is on no page (${caller.aggregator}); last screen:\n${current.text}`);
    current = await caller.answer("98");
  }
  return caller.answer(numberOf(current.text, wanted)!);
}

/**
 * From the dial to the confirm screen, in English: a first-time caller chooses English first; then
 * Book a doctor, General Practice, Accra, the provider, the day ("Mon 7 Jan") and the time ("10:00 AM")
 * as the screens write them.
 */
export async function reachConfirm(caller: FakeCaller, { provider, day, time }: { provider: RegExp | string; day: string; time: string }): Promise<UssdScreen> {
  let screen = await caller.dial();
  if (/Choose your language/.test(screen.text)) screen = await choose(caller, screen, "English");
  for (const wanted of ["Book a doctor", "General Practice", "Accra", provider, day, time]) screen = await choose(caller, screen, wanted);
  return screen;
}
