/**
 * The USSD callbacks as each aggregator drives them: a fake Hubtel and a fake Africa's Talking play
 * whole sessions through the HTTP routes (with a small menu of the test's own, so what is checked is
 * the adapter: its format, the session kept in KV, repeats, the end of a session, who may call), and
 * one session goes through the real menu.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { OpenAPIHono } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api, db, insertProvider } from "../../../test/fixtures.ts";
import { appointments, payments, users } from "../../db/schema.ts";
import { createApp } from "../../app.ts";
import type { AppEnv, Bindings } from "../../env.ts";
import { handleError } from "../../http/errors.ts";
import { jsonNotFound } from "../../http/not-found.ts";
import type { MenuEffect, MenuState, UssdRequest } from "../../ussd/menu/types.ts";
import type { UssdMenu } from "../../ussd/menu-port.ts";
import { sessionKey } from "../../ussd/session-store.ts";
import { DEVELOPMENT_USSD_KEY } from "./callback-guard.ts";
import { ussdRoutesFor } from "./callbacks.ts";

const KEY = `?key=${DEVELOPMENT_USSD_KEY}`;

/**
 * A menu that counts: each screen says how many answers it has had, what they were and who is
 * calling; "9" ends the session. It records every request it is run for, and asks for one piece of
 * work after each answer.
 */
function countingMenu() {
  const requests: UssdRequest[] = [];
  const effectsRun: string[] = [];
  const menu: UssdMenu = async (state, request) => {
    requests.push(request);
    const answers = [...(((state as { answers?: string[] } | null)?.answers ?? []) as string[]), ...(request.input === null ? [] : [request.input])];
    const effects: MenuEffect[] = [async () => void effectsRun.push(answers.join("*"))];
    if (request.input === "9") return { reply: { text: `Goodbye after ${answers.join(",")}`, end: true }, state: null, effects };
    const state_ = { screen: "main", language: "en-GH", back: null, again: null, answers } as unknown as MenuState;
    return { reply: { text: `Screen ${answers.length} [${answers.join(",")}] for ${request.phone} on ${request.network}`, end: false }, state: state_, effects };
  };
  return { menu, requests, effectsRun };
}

/** The API with the USSD routes around `menu`, answering errors and unknown paths as the real app does. */
function apiWith(menu: UssdMenu) {
  const app = new OpenAPIHono<AppEnv>({ strict: false }).basePath("/api");
  app.route("/ussd", ussdRoutesFor(menu));
  app.notFound(jsonNotFound(app));
  app.onError(handleError);
  return async (path: string, init: RequestInit, bindings: Bindings = env as unknown as Bindings) => {
    const ctx = createExecutionContext();
    const response = await app.request(path, init, bindings, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

type Send = ReturnType<typeof apiWith>;

/** A fake Hubtel: one session's requests, numbered as Hubtel numbers them. */
function hubtelCaller(send: Send, sessionId: string, { mobile = "233241234567", operator = "mtn" } = {}) {
  let sequence = 0;
  const request = (type: string, message: string, seq = ++sequence) =>
    send(`/api/ussd/hubtel${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Type: type, Message: message, SessionId: sessionId, Sequence: String(seq), Mobile: mobile, Operator: operator, ServiceCode: "*713*20#", ClientState: "" }),
    });
  return {
    dial: () => request("Initiation", "*713*20#"),
    answer: (message: string) => request("Response", message),
    /** The last request again, as a network retrying it sends it. */
    again: (type: string, message: string) => request(type, message, sequence),
    end: (type = "Release") => request(type, ""),
  };
}

/** A fake Africa's Talking: `text` grows with every input, joined by "*". */
function africasTalkingCaller(send: Send, sessionId: string, { phoneNumber = "+233201112233", networkCode = "62002" } = {}) {
  const inputs: string[] = [];
  const request = (text: string) =>
    send(`/api/ussd/africastalking${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ sessionId, phoneNumber, networkCode, serviceCode: "*384*123#", text }).toString(),
    });
  return {
    dial: () => request(""),
    answer: (input: string) => {
      inputs.push(input);
      return request(inputs.join("*"));
    },
    again: () => request(inputs.join("*")),
  };
}

const stored = (aggregator: "hubtel" | "africastalking", sessionId: string) => env.USSD_SESSIONS.get(sessionKey(aggregator, sessionId), "json");

beforeEach(async () => {
  const { keys } = await env.USSD_SESSIONS.list();
  await Promise.all(keys.map((key) => env.USSD_SESSIONS.delete(key.name)));
  await env.DB.prepare("DELETE FROM ussd_callers").run();
});

describe("POST /api/ussd/hubtel", () => {
  it("drives a whole session: each answer reaches the menu with the kept state, and the last screen releases", async () => {
    const { menu, requests } = countingMenu();
    const caller = hubtelCaller(apiWith(menu), "hubtel-session-1");

    const first = await caller.dial();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      Type: "Response",
      Message: "Screen 0 [] for +233241234567 on mtn",
      Label: "Screen 0 [] for +233241234567 on mtn",
      DataType: "input",
      FieldType: "text",
      ClientState: "",
    });
    expect(await (await caller.answer("1")).json()).toMatchObject({ Type: "Response", Message: "Screen 1 [1] for +233241234567 on mtn" });
    expect(await (await caller.answer(" 2 ")).json()).toMatchObject({ Type: "Response", Message: "Screen 2 [1,2] for +233241234567 on mtn" });
    expect(await (await caller.answer("9")).json()).toEqual({ Type: "Release", Message: "Goodbye after 1,2,9", Label: "Goodbye after 1,2,9", DataType: "display", FieldType: "text", ClientState: "" });
    // The dial itself carries no input (its Message is the code dialled).
    expect(requests.map((request) => request.input)).toEqual([null, "1", "2", "9"]);
  });

  it("reads Type in any case and the network by Hubtel's operator names", async () => {
    const { menu, requests } = countingMenu();
    const send = apiWith(menu);
    await hubtelCaller(send, "hubtel-vodafone", { operator: "vodafone", mobile: "0201112233" }).dial();
    const response = await send(`/api/ussd/hubtel${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Type: "INITIATION", Message: "*713*20#", SessionId: "hubtel-tigo", Sequence: 1, Mobile: "233271234567", Operator: "tigo" }),
    });
    expect(response.status).toBe(200);
    expect(requests.map((request) => [request.phone, request.network])).toEqual([
      ["+233201112233", "telecel"],
      ["+233271234567", "airteltigo"],
    ]);
  });

  it("answers a repeated request with the same screen, without running the menu or its work again", async () => {
    const { menu, requests, effectsRun } = countingMenu();
    const caller = hubtelCaller(apiWith(menu), "hubtel-repeat");
    await caller.dial();
    const answered = await (await caller.answer("3")).json();
    const repeated = await caller.again("Response", "3");
    expect(await repeated.json()).toEqual(answered);
    expect(requests).toHaveLength(2);
    expect(effectsRun).toEqual(["", "3"]);
    // The session goes on from where it was.
    expect(await (await caller.answer("4")).json()).toMatchObject({ Message: "Screen 2 [3,4] for +233241234567 on mtn" });
  });

  it("ends the session on Release or Timeout (any case): the kept state is gone", async () => {
    const { menu } = countingMenu();
    const send = apiWith(menu);
    for (const [sessionId, type] of [
      ["hubtel-release", "Release"],
      ["hubtel-timeout", "TIMEOUT"],
    ] as const) {
      const caller = hubtelCaller(send, sessionId);
      await caller.dial();
      await caller.answer("1");
      expect(await stored("hubtel", sessionId)).not.toBeNull();
      const ended = await caller.end(type);
      expect(ended.status).toBe(200);
      expect(await ended.json()).toEqual({ Type: "Release", Message: "", Label: "", DataType: "display", FieldType: "text", ClientState: "" });
      expect(await stored("hubtel", sessionId)).toBeNull();
    }
  });

  it("starts again at the first screen when the session has lapsed from the store", async () => {
    const { menu, requests } = countingMenu();
    const caller = hubtelCaller(apiWith(menu), "hubtel-lapsed");
    await caller.dial();
    await env.USSD_SESSIONS.delete(sessionKey("hubtel", "hubtel-lapsed"));
    expect(await (await caller.answer("5")).json()).toMatchObject({ Message: "Screen 0 [] for +233241234567 on mtn" });
    expect(requests.map((request) => request.input)).toEqual([null, null]);
  });

  it("ends the session with an apology when the menu fails", async () => {
    const send = apiWith(async () => {
      throw new Error("D1 is down");
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await hubtelCaller(send, "hubtel-broken").dial();
    expect(logged).toHaveBeenCalledWith("USSD request failed", "hubtel", "hubtel-broken", expect.any(Error));
    logged.mockRestore();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ Type: "Release", Message: "Sorry, something went wrong. Please dial again in a moment.", DataType: "display" });
  });

  it("refuses a number that is not Ghana's, and a body that is not Hubtel's, storing nothing", async () => {
    const { menu, requests } = countingMenu();
    const send = apiWith(menu);
    const foreign = await hubtelCaller(send, "hubtel-foreign", { mobile: "254711000111" }).dial();
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { code: "validation_failed", fields: { Mobile: expect.any(String) } } });
    const unknownType = await send(`/api/ussd/hubtel${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Type: "AddToCart", SessionId: "hubtel-cart", Sequence: 1, Mobile: "233241234567" }),
    });
    expect(unknownType.status).toBe(400);
    expect(await unknownType.json()).toMatchObject({ error: { code: "validation_failed", fields: { Type: expect.any(String) } } });
    expect(requests).toEqual([]);
    expect((await env.USSD_SESSIONS.list()).keys).toEqual([]);
  });
});

describe("POST /api/ussd/africastalking", () => {
  it("drives a whole session in plain text: CON while it waits, END at the last screen, the input the last part of text", async () => {
    const { menu, requests } = countingMenu();
    const caller = africasTalkingCaller(apiWith(menu), "ATUid_session_1");

    const first = await caller.dial();
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await first.text()).toBe("CON Screen 0 [] for +233201112233 on telecel");
    expect(await (await caller.answer("2")).text()).toBe("CON Screen 1 [2] for +233201112233 on telecel");
    expect(await (await caller.answer("98")).text()).toBe("CON Screen 2 [2,98] for +233201112233 on telecel");
    expect(await (await caller.answer("9")).text()).toBe("END Goodbye after 2,98,9");
    expect(requests.map((request) => request.input)).toEqual([null, "2", "98", "9"]);
  });

  it("answers a repeated text with the same screen without running the menu, the dial too", async () => {
    const { menu, requests } = countingMenu();
    const caller = africasTalkingCaller(apiWith(menu), "ATUid_repeat");
    const dialled = await (await caller.dial()).text();
    expect(await (await caller.dial()).text()).toBe(dialled);
    const answered = await (await caller.answer("1")).text();
    expect(await (await caller.again()).text()).toBe(answered);
    expect(requests).toHaveLength(2);
    // After the last screen, the same request still gets it.
    const last = await (await caller.answer("9")).text();
    expect(last).toBe("END Goodbye after 1,9");
    expect(await (await caller.again()).text()).toBe(last);
    expect(requests).toHaveLength(3);
  });

  it("maps every Ghana network code, and no network for a code it does not know", async () => {
    const { menu, requests } = countingMenu();
    const send = apiWith(menu);
    for (const [index, networkCode] of ["62001", "62002", "62003", "62006", "63902"].entries()) await africasTalkingCaller(send, `ATUid_network_${index}`, { networkCode }).dial();
    expect(requests.map((request) => request.network)).toEqual(["mtn", "telecel", "airteltigo", "airteltigo", null]);
  });

  it("refuses JSON and a number that is not Ghana's", async () => {
    const { menu, requests } = countingMenu();
    const send = apiWith(menu);
    const json = await send(`/api/ussd/africastalking${KEY}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sessionId: "x", phoneNumber: "+233241234567", text: "" }) });
    expect(json.status).toBe(415);
    const foreign = await africasTalkingCaller(send, "ATUid_foreign", { phoneNumber: "+254711000111" }).dial();
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { code: "validation_failed", fields: { phoneNumber: expect.any(String) } } });
    expect(requests).toEqual([]);
  });
});

describe("who may call the USSD routes", () => {
  const hubtelBody = JSON.stringify({ Type: "Initiation", Message: "*713*20#", SessionId: "guarded", Sequence: 1, Mobile: "233241234567", Operator: "mtn" });
  const hubtel = (query: string, headers: Record<string, string> = {}) => ({
    path: `/api/ussd/hubtel${query}`,
    init: { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: hubtelBody },
  });

  it("refuses a missing or wrong key with 403 in the API's error shape, before reading the body", async () => {
    const { menu, requests } = countingMenu();
    const send = apiWith(menu);
    for (const query of ["", "?key=", "?key=dev-ussd-kez", "?key=DEV-USSD-KEY"]) {
      const { path, init } = hubtel(query);
      const refused = await send(path, init);
      expect(refused.status, query).toBe(403);
      expect(await refused.json()).toEqual({ error: { code: "forbidden", message: "The USSD callback key is missing or wrong" } });
    }
    const unreadable = await send("/api/ussd/africastalking", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "not a form" });
    expect(unreadable.status).toBe(403);
    expect(requests).toEqual([]);
    expect((await env.USSD_SESSIONS.list()).keys).toEqual([]);
  });

  it("takes the deployment's own key, not the development one, once USSD_CALLBACK_KEY is set", async () => {
    const { menu } = countingMenu();
    const send = apiWith(menu);
    const configured = { ...env, USSD_CALLBACK_KEY: "k3y-from-wrangler-secret" } as unknown as Bindings;
    expect((await send(hubtel(KEY).path, hubtel(KEY).init, configured)).status).toBe(403);
    expect((await send(hubtel("?key=k3y-from-wrangler-secret").path, hubtel("?key=k3y-from-wrangler-secret").init, configured)).status).toBe(200);
  });

  it("with USSD_ALLOWED_IPS, refuses a caller from any other address, even with the key", async () => {
    const { menu } = countingMenu();
    const send = apiWith(menu);
    const listed = { ...env, USSD_ALLOWED_IPS: "196.201.214.200, 196.201.214.206" } as unknown as Bindings;
    const from = (ip?: string) => hubtel(KEY, ip ? { "CF-Connecting-IP": ip } : {});
    const outsider = await send(from("203.0.113.9").path, from("203.0.113.9").init, listed);
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toMatchObject({ error: { code: "forbidden" } });
    expect((await send(from().path, from().init, listed)).status).toBe(403);
    expect((await send(from("196.201.214.206").path, from("196.201.214.206").init, listed)).status).toBe(200);
  });

  it("has no USSD routes in a production deployment without a key: 404 like any unknown path", async () => {
    const production = { ...env, ENVIRONMENT: "production" } as unknown as Bindings;
    for (const aggregator of ["hubtel", "africastalking"]) {
      const response = await createApp().request(`/api/ussd/${aggregator}${KEY}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: hubtelBody }, production);
      expect(response.status, aggregator).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
    // With a key configured, production has them (and refuses the development key).
    const keyed = { ...production, USSD_CALLBACK_KEY: "k3y-from-wrangler-secret" } as unknown as Bindings;
    expect((await createApp().request(`/api/ussd/hubtel${KEY}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: hubtelBody }, keyed)).status).toBe(403);
  });

  it("answers 404 for an aggregator it does not know", async () => {
    const response = await api(`/api/ussd/mtn${KEY}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: hubtelBody });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("a session through the real menu", () => {
  const dial = (sessionId: string, sequence: number, type: string, message: string) =>
    api(`/api/ussd/hubtel${KEY}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Type: type, Message: message, SessionId: sessionId, Sequence: sequence, Mobile: "233241234567", Operator: "mtn", ServiceCode: "*713*20#" }),
    }).then((response) => response.json() as Promise<{ Type: string; Message: string }>);

  it("asks a first-time caller's language once, and remembers it for their number", async () => {
    const first = await dial("real-menu-1", 1, "Initiation", "*713*20#");
    expect(first.Type).toBe("Response");
    expect(first.Message).toContain("English");
    expect(first.Message).toContain("Hausa");
    expect(first.Message.length).toBeLessThanOrEqual(160);

    const chosen = await dial("real-menu-1", 2, "Response", "1");
    expect(chosen.Type).toBe("Response");
    expect(chosen.Message).not.toContain("Hausa");
    const caller = await env.DB.prepare("SELECT language FROM ussd_callers WHERE phone = ?").bind("+233241234567").first<{ language: string }>();
    expect(caller?.language).toBe("en-GH");

    // The next call starts where the last one left off choosing: the main menu, in that language.
    const again = await dial("real-menu-2", 1, "Initiation", "*713*20#");
    expect(again.Message).toBe(chosen.Message);
  });

  /** The number a screen gives the choice whose label matches, as a caller reads it ("3 Accra"). */
  const numberOf = (screen: string, label: RegExp): string | null => {
    for (const line of screen.split("\n")) {
      const choice = line.match(/^(\d+) (.+)$/);
      if (choice && label.test(choice[2]!)) return choice[1]!;
    }
    return null;
  };

  it("books from the dial to the MoMo prompt: the slot is held for a phone-only account and the prompt asked for its fee, nothing paid until approved", async () => {
    const { provider } = await insertProvider({ specialtyId: "general" }, { firstName: "Kwame", lastName: "Mensah" });
    let sequence = 0;
    const step = (message: string) => dial("real-menu-booking", ++sequence, sequence === 1 ? "Initiation" : "Response", message);
    const choose = async (screen: { Message: string }, label: RegExp) => {
      const number = numberOf(screen.Message, label);
      if (number === null) throw new Error(`no ${label} on the screen:\n${screen.Message}`);
      return step(number);
    };

    let screen = await step("*713*20#");
    screen = await choose(screen, /^English$/);
    screen = await choose(screen, /^Book a doctor$/);
    // The services come five to a screen: "98 More" until General Practice shows.
    while (numberOf(screen.Message, /^General Practice$/) === null && numberOf(screen.Message, /^More$/) !== null) screen = await step("98");
    screen = await choose(screen, /^General Practice$/);
    screen = await choose(screen, /^Accra$/);
    screen = await choose(screen, /Mensah/);
    screen = await step("1"); // the soonest day
    screen = await step("1"); // its first free time
    // The confirmation names the provider before anything is held.
    expect(screen.Message).toContain("Mensah");
    const end = await choose(screen, /^Pay with MoMo/);
    expect(end.Type).toBe("Release");
    expect(end.Message.length).toBeLessThanOrEqual(160);

    const [account] = await db().select().from(users).where(eq(users.phone, "+233241234567"));
    expect(account).toMatchObject({ email: "phone-233241234567@ussd.invalid", phoneVerified: true, role: "patient", language: "en-GH" });
    const held = await db().select().from(appointments).where(eq(appointments.providerId, provider.id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ patientId: account!.id, status: "pending", paymentStatus: "pending", patientPhone: "+233241234567" });
    expect(held[0]!.holdExpiresAt! - Date.now()).toBeGreaterThan(14 * 60_000);
    // The sandbox's prompt went to the caller's own wallet (a number ending in 7: pay_offline) for the booking's fee; the customer has not approved it yet.
    expect(await db().select().from(payments).where(eq(payments.appointmentId, held[0]!.id))).toMatchObject([
      { status: "pending", gateway: "sandbox", amountPesewas: held[0]!.feePesewas, currency: "GHS", channel: "mobile_money" },
    ]);
  });
});
