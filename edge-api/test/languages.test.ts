/**
 * The API speaks the visitor's language: its refusals and answers in the request's (the gh_lang
 * cookie, else Accept-Language, else English), with the same codes; an account keeps its language
 * (chosen at sign-up or later), its sign-in hands it to the browser, and every e-mail and SMS goes out
 * in its recipient's.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/password.ts";
import { users } from "../src/db/schema.ts";
import type { Bindings } from "../src/env.ts";
import { inLanguageOf, t } from "../src/i18n/api-texts.ts";
import { sweep } from "../src/scheduled.ts";
import { api, db, insertAppointment, insertProvider, insertUser, outboxFor, providerWizardBody, signIn, signedInPatient } from "./fixtures.ts";

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
type Language = "en-GH" | "ak" | "ee" | "gaa" | "ha";

const SOME_FIELDS = "Some fields are missing or invalid";
const NOT_OFFERED = "Choose one of the languages offered";
const LANGUAGE_COOKIE = (language: string) => `gh_lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
const PASSWORD = "Akwaaba#2030";

/** A message as the API writes it in `language` (its own catalogs, the placeholders filled). */
const said = (language: Language, message: string, values?: Record<string, unknown>) => inLanguageOf(language, () => t(message, values));

/** A same-origin JSON request, as the app sends it, with the visitor's language headers. */
function send(path: string, body: unknown, { method = "POST", cookie, language }: { method?: string; cookie?: string; language?: string } = {}) {
  return api(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}), ...(language ? { "Accept-Language": language } : {}) },
    body: JSON.stringify(body),
  });
}

const languageCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("gh_lang="));
const accountLanguage = async (id: number) => (await db().select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("error answers in the visitor's language", () => {
  it("the same bad request gets Hausa with Accept-Language: ha, Twi with the gh_lang=ak cookie, English otherwise; the code never changes", async () => {
    const english = (await (await send("/api/login", {})).json()) as ErrorAnswer;
    const hausa = (await (await send("/api/login", {}, { language: "ha-NG,ha;q=0.9,en;q=0.5" })).json()) as ErrorAnswer;
    // The cookie is the visitor's own choice: it wins over what the browser asks for.
    const twi = (await (await send("/api/login", {}, { language: "ha", cookie: "gh_lang=ak" })).json()) as ErrorAnswer;
    const unknown = (await (await send("/api/login", {}, { language: "fr-FR,fr;q=0.9" })).json()) as ErrorAnswer;

    expect(english.error).toMatchObject({ code: "validation_failed", message: SOME_FIELDS });
    expect(hausa.error).toMatchObject({ code: "validation_failed", message: said("ha", SOME_FIELDS) });
    expect(twi.error).toMatchObject({ code: "validation_failed", message: said("ak", SOME_FIELDS) });
    expect(new Set([english.error.message, hausa.error.message, twi.error.message]).size).toBe(3);
    expect(unknown).toEqual(english);
    for (const answer of [hausa, twi]) expect(Object.keys(answer.error.fields ?? {}).sort()).toEqual(Object.keys(english.error.fields ?? {}).sort());
  });

  it("fills a message's placeholders in the language, and translates each field's message", async () => {
    const missing = await api("/api/no-such-thing", { headers: { "Accept-Language": "ee" } });
    expect(missing.status).toBe(404);
    const { error } = (await missing.json()) as ErrorAnswer;
    expect(error).toEqual({ code: "not_found", message: said("ee", "No API route at {path}", { path: "/api/no-such-thing" }) });
    expect(error.message).toContain("/api/no-such-thing");
    expect(error.message).not.toBe("No API route at /api/no-such-thing");

    const { cookie } = await signedInPatient();
    const refused = await send("/api/account/language", { language: "fr" }, { method: "PUT", cookie, language: "gaa" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorAnswer).error).toEqual({ code: "validation_failed", message: said("gaa", SOME_FIELDS), fields: { language: said("gaa", NOT_OFFERED) } });
    expect(said("gaa", NOT_OFFERED)).not.toBe(NOT_OFFERED);
  });

  it("answers a done change's words in the language too", async () => {
    const { patient, cookie } = await signedInPatient();
    const response = await send(`/api/users/${patient.id}`, { firstName: "Ama", lastName: "Owusu-Ansah", email: patient.email }, { method: "PUT", cookie, language: "ak" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: said("ak", "Profile updated") });
    expect(said("ak", "Profile updated")).not.toBe("Profile updated");
  });
});

describe("an account's language", () => {
  it("is the language a patient signs up in, and their code is e-mailed in it", async () => {
    const response = await send("/api/register", { email: "esi@example.com.gh", password: "akwaaba25", firstName: "Esi", lastName: "Mensah" }, { language: "ee" });
    expect(response.status).toBe(201);
    const [account] = await db().select().from(users).where(eq(users.email, "esi@example.com.gh"));
    expect(account?.language).toBe("ee");
    const { code } = (await response.json()) as { code: string };
    const [mail] = await outboxFor("esi@example.com.gh");
    expect(mail?.subject).toBe(said("ee", "Your GhanaHealth verification code: {code}", { code }));
    expect(mail?.body).toContain(said("ee", "Akwaaba! Your GhanaHealth verification code is {code}.", { code }));
  });

  it("is the language a provider registers in", async () => {
    const { codeDelivery } = await import("../src/auth/code-delivery.ts");
    const code = await codeDelivery(env as unknown as Bindings, db()).providerSignup("yaw.registers@example.com.gh");
    const response = await send("/api/provider/complete-registration", providerWizardBody({ email: "yaw.registers@example.com.gh", code }), { cookie: "gh_lang=gaa" });
    expect(response.status).toBe(201);
    const [account] = await db().select().from(users).where(eq(users.email, "yaw.registers@example.com.gh"));
    expect(account?.language).toBe("gaa");
    expect(languageCookieOf(response)).toBe(LANGUAGE_COOKIE("gaa"));
  });

  it("is kept by PUT /api/account/language for the signed-in account, which also sets this browser's cookie", async () => {
    expect((await send("/api/account/language", { language: "ha" }, { method: "PUT" })).status).toBe(401);
    const { patient, cookie } = await signedInPatient();
    const response = await send("/api/account/language", { language: "ha" }, { method: "PUT", cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: "ha" });
    expect(languageCookieOf(response)).toBe(LANGUAGE_COOKIE("ha"));
    expect(await accountLanguage(patient.id)).toBe("ha");
    // The pseudo-language and tags we do not speak are refused, the account unchanged.
    for (const language of ["en-XA", "tw", "fr", ""]) expect((await send("/api/account/language", { language }, { method: "PUT", cookie })).status).toBe(400);
    expect(await accountLanguage(patient.id)).toBe("ha");
  });

  it("follows its owner: a sign-in sets gh_lang to it on the browser, and nothing when the account has none", async () => {
    const passwordHash = await hashPassword(PASSWORD);
    await insertUser({ email: "abena@example.com.gh", passwordHash, language: "ak" });
    await insertUser({ email: "kojo@example.com.gh", passwordHash });
    const abena = await send("/api/login", { email: "abena@example.com.gh", password: PASSWORD });
    expect(abena.status).toBe(200);
    expect(languageCookieOf(abena)).toBe(LANGUAGE_COOKIE("ak"));
    const kojo = await send("/api/login", { email: "kojo@example.com.gh", password: PASSWORD });
    expect(kojo.status).toBe(200);
    expect(languageCookieOf(kojo)).toBeUndefined();
    // A wrong password learns nothing, its language included.
    expect(languageCookieOf(await send("/api/login", { email: "abena@example.com.gh", password: "wrong-password" }))).toBeUndefined();
  });

  it("is in the account's data export", async () => {
    const { patient, cookie } = await signedInPatient({ language: "gaa" });
    const exported = (await (await api("/api/user/export", { headers: { Cookie: cookie } })).json()) as { language: string | null; account: { id: number } };
    expect(exported).toMatchObject({ language: "gaa", account: { id: patient.id } });
    const { cookie: other } = await signedInPatient();
    expect(((await (await api("/api/user/export", { headers: { Cookie: other } })).json()) as { language: string | null }).language).toBeNull();
  });
});

describe("e-mails and SMS in their recipient's language", () => {
  it("a provider's confirmation reaches the patient in the patient's language, whatever the provider's", async () => {
    const { provider, user } = await insertProvider();
    const { patient } = await signedInPatient({ phone: "+233245550303", phoneVerified: true, language: "ha" });
    const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "pending", paymentStatus: "completed", patientEmail: "hausa.patient@example.com.gh" });
    const confirmed = await send(`/api/providers/appointments/${visit.id}`, { status: "confirmed" }, { method: "PATCH", cookie: await signIn(user.id), language: "en" });
    expect(confirmed.status).toBe(200);

    const [mail] = await outboxFor("hausa.patient@example.com.gh");
    expect(mail?.subject).toBe(said("ha", "Confirmed: your appointment with {name}", { name: "Dr. Kwame Mensah" }));
    expect(mail?.body).toContain(said("ha", "In an emergency, call {number}.", { number: "193" }));
    const [sms] = await outboxFor("+233245550303");
    expect(sms?.body).toMatch(/^GhanaHealth: Dr\. Kwame Mensah ya tabbatar/);
    expect(sms?.body).toMatch(/ Lamba [A-Z2-9]{6}\.$/);
  });

  it("a 24-hour reminder goes in the patient's language", async () => {
    const now = Date.UTC(2030, 0, 7, 8, 0);
    const { provider } = await insertProvider();
    const patient = await insertUser({ email: "ewe.patient@example.com.gh", language: "ee" });
    await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: now + 3 * 3_600_000, patientEmail: "ewe.patient@example.com.gh", status: "confirmed", paymentStatus: "completed" });
    expect(await sweep(env as unknown as Bindings, now)).toMatchObject({ remindersSent: 1 });
    const [mail] = await outboxFor("ewe.patient@example.com.gh");
    expect(mail?.subject).toBe(said("ee", "Reminder: appointment with {name} tomorrow", { name: "Dr. Kwame Mensah" }));
  });

  it("a password reset code goes in the account's language, not the request's", async () => {
    await insertUser({ email: "ga.reader@example.com.gh", language: "gaa" });
    const response = await send("/api/password/forgot", { email: "ga.reader@example.com.gh" }, { language: "en-GB" });
    expect(response.status).toBe(200);
    const { code } = (await response.json()) as { code: string };
    const [mail] = await outboxFor("ga.reader@example.com.gh");
    expect(mail?.subject).toBe(said("gaa", "Your GhanaHealth password reset code: {code}", { code }));
  });

  it("a patient's own cancellation is told in the language they asked in when the account has none", async () => {
    const { provider } = await insertProvider();
    const { patient, cookie } = await signedInPatient();
    const visit = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "confirmed", paymentStatus: "completed", patientEmail: "twi.asker@example.com.gh" });
    expect((await send(`/api/appointments/${visit.id}`, { status: "cancelled" }, { method: "PUT", cookie, language: "ak" })).status).toBe(200);
    const [mail] = await outboxFor("twi.asker@example.com.gh");
    expect(mail?.subject).toMatch(new RegExp(`^${said("ak", "Cancelled: your appointment on {when}", { when: "" })}`));
    // The provider, whose account has no language, hears in English.
    const [toProvider] = await outboxFor(provider.email);
    expect(toProvider?.subject).toMatch(/^Cancelled by the patient: /);
  });
});
