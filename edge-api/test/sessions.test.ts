/**
 * Sessions (docs/product-rules.md#sign-in-and-sessions): a new token whenever who the browser is changes, a copied
 * ("stolen") cookie that stops working when its owner signs out, changes or resets the password or
 * signs out everywhere, and idle and absolute expiry with the clock moved forward.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { codeDelivery, LOGIN_CHALLENGE_MS } from "../src/auth/code-delivery.ts";
import { hashPassword } from "../src/auth/password.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../src/auth/session.ts";
import { api, db, insertProvider, insertUser, sendJson, sessionCookieFrom, signIn } from "./fixtures.ts";
import { eq } from "drizzle-orm";
import { users } from "../src/db/schema.ts";

const PASSWORD = "Akwaaba#2030";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The status GET /api/user answers for a cookie: 200 signed in, 401 not. */
const whoAmI = async (cookie: string) => (await api("/api/user", { headers: { Cookie: cookie } })).status;

async function patientWithPassword() {
  return insertUser({ email: "ama@example.com.gh", passwordHash: await hashPassword(PASSWORD) });
}

/** Signs in through the login form, as the browser holding `cookie` (if any); returns the new session cookie. */
async function logIn(email: string, cookie?: string) {
  const response = await sendJson("/api/login", { email, password: PASSWORD }, { cookie });
  expect(response.status).toBe(200);
  return sessionCookieFrom(response)!;
}

/** A provider signed in through password + e-mailed code, as a real browser would be. */
async function signedInProvider() {
  const { user } = await insertProvider();
  await db().update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, user.id));
  const code = await codeDelivery(env, db()).providerLogin(user.email, Date.now() + LOGIN_CHALLENGE_MS, { afterPassword: true });
  const response = await sendJson("/api/provider/verify-login", { email: user.email, code });
  expect(response.status).toBe(200);
  return { user, cookie: sessionCookieFrom(response)! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("a new session token whenever who the browser is changes", () => {
  it("gives a new token at every sign-in and ends the session the browser had", async () => {
    const patient = await patientWithPassword();
    const first = await logIn(patient.email);
    const second = await logIn(patient.email, first);
    expect(second).not.toBe(first);
    expect(await whoAmI(second)).toBe(200);
    // The old token, had anyone planted or copied it, is dead.
    expect(await whoAmI(first)).toBe(401);
  });

  it("gives a new token at e-mail verification, never reusing one the browser brought", async () => {
    const newcomer = await insertUser({ email: "esi@example.com.gh", emailVerified: false });
    const planted = await signIn(newcomer.id);
    const code = await codeDelivery(env, db()).emailVerification(newcomer.email);
    const response = await sendJson("/api/verify-email", { email: newcomer.email, code }, { cookie: planted });
    expect(response.status).toBe(200);
    const verified = sessionCookieFrom(response)!;
    expect(verified).not.toBe(planted);
    expect(await whoAmI(verified)).toBe(200);
    expect(await whoAmI(planted)).toBe(401);
  });

  it("gives a new token when a signed-in user verifies their e-mail with a code", async () => {
    const newcomer = await insertUser({ email: "esi@example.com.gh", emailVerified: false });
    const before = await signIn(newcomer.id);
    const code = await codeDelivery(env, db()).emailVerification(newcomer.email);
    const response = await sendJson("/api/auth/verify", { type: "email", code }, { cookie: before });
    expect(response.status).toBe(200);
    const verified = sessionCookieFrom(response)!;
    expect(verified).toBeTruthy();
    expect(verified).not.toBe(before);
    expect(await ((await api("/api/user", { headers: { Cookie: verified } })).json())).toMatchObject({ id: newcomer.id, emailVerified: true });
    expect(await whoAmI(before)).toBe(401);
  });

  // There is no role change in the API (no route sets users.role; admins are made by a script): a
  // patient who becomes a provider does so with a new provider account. That switch is covered here.
  it("gives a new token when a signed-in patient completes provider registration, and ends the patient's session", async () => {
    const patient = await patientWithPassword();
    const patientCookie = await logIn(patient.email);
    const email = "dr.ama@example.com.gh";
    const code = await codeDelivery(env, db()).providerSignup(email);
    const response = await sendJson("/api/provider/complete-registration", registrationBody(email, code), { cookie: patientCookie });
    expect(response.status).toBe(201);
    const providerCookie = sessionCookieFrom(response)!;
    expect(providerCookie).not.toBe(patientCookie);
    expect(await ((await api("/api/user", { headers: { Cookie: providerCookie } })).json())).toMatchObject({ role: "provider", email });
    expect(await whoAmI(patientCookie)).toBe(401);
  });
});

describe("a stolen cookie stops working", () => {
  it("after its owner signs out (POST and the GET link alike)", async () => {
    const patient = await patientWithPassword();
    for (const signOut of [(cookie: string) => sendJson("/api/logout", {}, { cookie }), (cookie: string) => api("/api/logout", { headers: { Cookie: cookie }, redirect: "manual" })]) {
      const cookie = await logIn(patient.email);
      const stolen = cookie;
      const response = await signOut(cookie);
      expect(response.status).toBeLessThan(400);
      // The browser is told to forget it, and the copy is refused by the server.
      expect(response.headers.getSetCookie().some((c) => c.startsWith("gh_session=;"))).toBe(true);
      expect(await whoAmI(stolen)).toBe(401);
    }
  });

  it("after a password reset, on every device", async () => {
    const patient = await patientWithPassword();
    const stolen = await logIn(patient.email);
    const phone = await logIn(patient.email);
    const code = await codeDelivery(env, db()).passwordReset(patient.email, null);
    expect((await sendJson("/api/password/reset", { email: patient.email, code, password: "Medaase#2031" })).status).toBe(200);
    expect(await whoAmI(stolen)).toBe(401);
    expect(await whoAmI(phone)).toBe(401);
  });

  it("after the provider changes their password (the browser that changed it stays signed in)", async () => {
    const { user, cookie } = await signedInProvider();
    const stolen = await signIn(user.id);
    expect(await whoAmI(stolen)).toBe(200);
    const response = await sendJson("/api/provider/settings/password", { currentPassword: PASSWORD, newPassword: "Medaase#2031" }, { cookie });
    expect(response.status).toBe(200);
    expect(await whoAmI(stolen)).toBe(401);
    expect(await whoAmI(cookie)).toBe(200);
  });

  it("after the provider signs out everywhere (this browser too)", async () => {
    const { user, cookie } = await signedInProvider();
    const stolen = await signIn(user.id);
    const response = await sendJson("/api/provider/settings/sign-out-everywhere", {}, { cookie });
    expect(response.status).toBe(200);
    expect(await whoAmI(stolen)).toBe(401);
    expect(await whoAmI(cookie)).toBe(401);
  });

  it("after the patient changes their password (this browser carries on with a new token)", async () => {
    const patient = await patientWithPassword();
    const cookie = await logIn(patient.email);
    const stolen = await logIn(patient.email);
    const response = await sendJson("/api/user/password", { currentPassword: PASSWORD, newPassword: "Medaase#2031" }, { cookie });
    expect(response.status).toBe(200);
    const renewed = sessionCookieFrom(response)!;
    expect(renewed).not.toBe(cookie);
    expect(await whoAmI(stolen)).toBe(401);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await whoAmI(renewed)).toBe(200);
  });

  it("after the patient signs out everywhere (this browser too)", async () => {
    const patient = await patientWithPassword();
    const cookie = await logIn(patient.email);
    const stolen = await logIn(patient.email);
    expect((await sendJson("/api/user/sign-out-everywhere", {}, { cookie })).status).toBe(200);
    expect(await whoAmI(stolen)).toBe(401);
    expect(await whoAmI(cookie)).toBe(401);
  });

  it("after the patient deletes their account", async () => {
    const patient = await patientWithPassword();
    const cookie = await logIn(patient.email);
    const stolen = await logIn(patient.email);
    expect((await sendJson("/api/user", { password: PASSWORD }, { method: "DELETE", cookie })).status).toBe(200);
    expect(await whoAmI(stolen)).toBe(401);
    expect(await whoAmI(cookie)).toBe(401);
  });
});

describe("session expiry, with the clock moved", () => {
  it("ends a session left idle for a day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2030-03-04T08:00:00Z");
    vi.setSystemTime(start);
    const patient = await patientWithPassword();
    const cookie = await logIn(patient.email);

    vi.setSystemTime(start + SESSION_IDLE_MS - MINUTE);
    expect(await whoAmI(cookie)).toBe(200);
    // That visit moved the idle clock: a day after it the session is still alive, a day and a minute not.
    vi.setSystemTime(start + 2 * SESSION_IDLE_MS - 2 * MINUTE);
    expect(await whoAmI(cookie)).toBe(200);
    vi.setSystemTime(start + 3 * SESSION_IDLE_MS);
    expect(await whoAmI(cookie)).toBe(401);
  });

  it("ends a session 14 days after sign-in however often it is used", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2030-03-04T08:00:00Z");
    vi.setSystemTime(start);
    const patient = await patientWithPassword();
    const cookie = await logIn(patient.email);

    // Used every 20 hours, never idle for a day.
    for (let at = start + 20 * HOUR; at < start + SESSION_ABSOLUTE_MS; at += 20 * HOUR) {
      vi.setSystemTime(at);
      expect(await whoAmI(cookie), new Date(at).toISOString()).toBe(200);
    }
    vi.setSystemTime(start + SESSION_ABSOLUTE_MS + MINUTE);
    expect(await whoAmI(cookie)).toBe(401);
  });
});

/** What the provider wizard sends once its steps pass. */
function registrationBody(email: string, code: string) {
  return {
    code,
    title: "Dr",
    firstName: "Ama",
    lastName: "Owusu",
    email,
    password: PASSWORD,
    phone: "024 123 4567",
    specialty: "general",
    regulator: "mdc",
    licenseNumber: "MDC/RN/55501",
    yearsExperience: 6,
    education: "MB ChB, University of Ghana Medical School",
    hospitalAffiliation: "Ridge Hospital",
    bio: "General practitioner caring for families in Accra.",
    consultationFee: "150",
    location: "Ridge Hospital",
    city: "Accra",
    region: "Greater Accra",
    address: "Castle Road, Ridge, Accra",
    services: "Consultation, Check-ups",
    languages: ["English", "Twi"],
    terms: true,
  };
}
