import { eq } from "drizzle-orm";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { describe, expect, it } from "vitest";
import { api, db, insertProvider, insertUser, sendJson, signIn } from "../../../test/fixtures.ts";
import { hashPassword } from "../../auth/password.ts";
import { createSession } from "../../auth/session.ts";
import { sessions, users } from "../../db/schema.ts";

const OLD_PASSWORD = "kente-weave-2024";
const NEW_PASSWORD = "adinkra-symbol-2025";
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const signedIn = async (cookie: string) => (await api("/api/user", { headers: { Cookie: cookie } })).status === 200;
const changePassword = (cookie: string, body: unknown) => sendJson("/api/provider/settings/password", body, { cookie });
const signOutEverywhere = (cookie: string) => sendJson("/api/provider/settings/sign-out-everywhere", {}, { cookie });
/** What a sign-in with this password answers (a provider's right password asks for the e-mailed code). */
const login = async (email: string, password: string) => (await sendJson("/api/login", { email, password })).status;

/** A provider with a real password, signed in on this browser and on a second device. */
async function providerOnTwoDevices() {
  const { user } = await insertProvider();
  await db().update(users).set({ passwordHash: await hashPassword(OLD_PASSWORD) }).where(eq(users.id, user.id));
  const thisBrowser = await signIn(user.id);
  const otherDevice = `gh_session=${await createSession(db(), user.id)}`;
  return { user, thisBrowser, otherDevice };
}

describe("POST /api/provider/settings/password", () => {
  it("changes the password and signs out every other device, keeping this one signed in", async () => {
    const { user, thisBrowser, otherDevice } = await providerOnTwoDevices();
    const response = await changePassword(thisBrowser, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await signedIn(thisBrowser)).toBe(true);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // The new password opens the sign-in; the old one no longer does.
    expect(await login(user.email, NEW_PASSWORD)).toBe(200);
    expect(await login(user.email, OLD_PASSWORD)).toBe(401);
  });

  it("refuses a wrong current password on its field, changing nothing and signing nobody out", async () => {
    const { user, thisBrowser, otherDevice } = await providerOnTwoDevices();
    const response = await changePassword(thisBrowser, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "validation_failed", fields: { currentPassword: PROVIDER_MESSAGES.currentPasswordWrong } });
    expect(await signedIn(otherDevice)).toBe(true);
    expect(await login(user.email, OLD_PASSWORD)).toBe(200);
  });

  it("checks the new password's rules", async () => {
    const { thisBrowser } = await providerOnTwoDevices();
    const short = await changePassword(thisBrowser, { currentPassword: OLD_PASSWORD, newPassword: "short" });
    expect((await errorOf(short)).fields).toEqual({ newPassword: "Password must be at least 8 characters" });
    const same = await changePassword(thisBrowser, { currentPassword: OLD_PASSWORD, newPassword: OLD_PASSWORD });
    expect((await errorOf(same)).fields).toEqual({ newPassword: "Choose a password different from the current one" });
    const missing = await changePassword(thisBrowser, { newPassword: NEW_PASSWORD });
    expect((await errorOf(missing)).fields).toEqual({ currentPassword: "Enter your current password" });
  });

  it("stops guessing the current password after five wrong tries", async () => {
    const { thisBrowser } = await providerOnTwoDevices();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await changePassword(thisBrowser, { currentPassword: `guess-${attempt}-wrong`, newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const blocked = await changePassword(thisBrowser, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toBe("900");
  });

  it("is for signed-in providers only", async () => {
    const body = { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await changePassword("", body)).status).toBe(401);
    const patient = await insertUser();
    expect((await changePassword(await signIn(patient.id), body)).status).toBe(403);
  });
});

describe("POST /api/provider/settings/sign-out-everywhere", () => {
  it("ends every session of the provider, this browser's too, and clears its cookie", async () => {
    const { user, thisBrowser, otherDevice } = await providerOnTwoDevices();
    const { user: colleague } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const colleagueCookie = await signIn(colleague.id);

    const response = await signOutEverywhere(thisBrowser);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((header) => /^gh_session=;/.test(header))).toBe(true);
    expect(await signedIn(thisBrowser)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Nobody else is signed out.
    expect(await signedIn(colleagueCookie)).toBe(true);
  });

  it("is for signed-in providers only", async () => {
    expect((await signOutEverywhere("")).status).toBe(401);
    const patient = await insertUser();
    const cookie = await signIn(patient.id);
    expect((await signOutEverywhere(cookie)).status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
