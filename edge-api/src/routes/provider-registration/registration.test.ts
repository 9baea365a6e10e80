import { IMAGE_MAX_BYTES } from "@gh/contracts/constants";
import { AUTH_MESSAGES } from "@gh/contracts/messages";
import { findTown } from "@gh/contracts/places";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { WORKING_HOURS_FORMAT } from "@gh/contracts/providers/practice";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, insertUser, latestCode, letTimePassForSends, outboxFor, providerWizardBody, sendJson, sessionCookieFrom } from "../../../test/fixtures.ts";

/** What the wizard sends once its steps pass, with the licence's regulator it asks for on the Professional step. */
const wizard = (overrides: Record<string, unknown> = {}) => providerWizardBody({ regulator: "mdc", ...overrides });

const EMAIL = "abena.asante@example.com.gh";
/** A 1×1 PNG. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const sendCode = (email = EMAIL) => sendJson("/api/provider/send-verification", { email, mode: "signup" });

/** Asks for a code for EMAIL and reads it from the development outbox. */
async function codeByEmail(email = EMAIL): Promise<string> {
  expect((await sendCode(email)).status).toBe(200);
  return latestCode(email);
}

const register = (body: Record<string, unknown>) => sendJson("/api/provider/complete-registration", body);
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

async function accountsFor(email: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
  return row!.n;
}
const providerCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM providers").first<{ n: number }>())!.n;
const imageCount = async () => (await env.IMAGES.list()).objects.length;

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

describe("POST /api/provider/send-verification in sign-up mode", () => {
  it("e-mails a code to a new address and answers a taken address exactly the same", async () => {
    await insertUser({ email: "kofi.boateng@example.com.gh" });
    const fresh = await sendCode();
    const taken = await sendCode("kofi.boateng@example.com.gh");
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    const { code, ...freshBody } = (await fresh.json()) as Record<string, unknown>;
    const { code: _none, ...takenBody } = (await taken.json()) as Record<string, unknown>;
    expect(freshBody).toEqual({ emailSent: true, message: AUTH_MESSAGES.codeSent });
    expect(takenBody).toEqual(freshBody);

    const [mail] = await outboxFor(EMAIL);
    expect(mail!.body).toContain(code as string);
    // The owner of the taken address is told instead, and no code exists for it.
    const [notice] = await outboxFor("kofi.boateng@example.com.gh");
    expect(notice!.subject).toBe("You already have a GhanaHealth account");
    expect(notice!.body).not.toMatch(/\b\d{6}\b/);
    expect(await env.CODES.get("code:provider-signup:kofi.boateng@example.com.gh")).toBeNull();
  });

  it("makes the sender wait 60 seconds between codes, for taken and new addresses alike", async () => {
    await insertUser({ email: "kofi.boateng@example.com.gh" });
    for (const email of [EMAIL, "kofi.boateng@example.com.gh"]) {
      expect((await sendCode(email)).status).toBe(200);
      const again = await sendCode(email);
      expect(again.status).toBe(429);
      const retryAfter = Number(again.headers.get("Retry-After"));
      // The wait is in the JSON too, for the screens to say "Try again in 45 seconds".
      expect(await again.json()).toEqual({ error: { code: "rate_limited", message: AUTH_MESSAGES.resendTooSoon, retryAfterSeconds: retryAfter } });
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await outboxFor(EMAIL)).toHaveLength(1);
  });

  it("refuses a sixth code in an hour, for taken and new addresses alike", async () => {
    await insertUser({ email: "kofi.boateng@example.com.gh" });
    for (const email of [EMAIL, "kofi.boateng@example.com.gh"]) {
      for (let send = 1; send <= 5; send++) {
        expect((await sendCode(email)).status).toBe(200);
        await letTimePassForSends(`send:provider-signup:${email}`, 61_000);
      }
      const sixth = await sendCode(email);
      expect(sixth.status).toBe(429);
      expect(await sixth.json()).toMatchObject({ error: { message: AUTH_MESSAGES.tooManySends } });
      expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(60);
    }
  });

  it("keeps the wizard's code when a patient sign-up code is resent to the same address", async () => {
    const code = await codeByEmail();
    await sendJson("/api/resend-verification", { email: EMAIL });
    expect((await register({ ...wizard(), code })).status).toBe(201);
  });
});

describe("POST /api/provider/complete-registration: the wizard's rules, field by field", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["a one-letter first name", { firstName: "A" }, "firstName", "First name must be at least 2 characters"],
    ["a missing last name", { lastName: undefined }, "lastName", "Last name must be at least 2 characters"],
    ["an invalid e-mail", { email: "abena-at-example" }, "email", "Please enter a valid email address"],
    ["a 7-character password", { password: "Kumasi1" }, "password", "Password must be at least 8 characters"],
    ["a short phone", { phone: "024 123" }, "phone", "Phone number is required"],
    ["a phone outside Ghana", { phone: "+44 20 7946 0958" }, "phone", PROVIDER_MESSAGES.invalidPhone],
    ["an unknown specialty", { specialty: "astrology" }, "specialty", "Specialty is required"],
    ["a blank license number", { licenseNumber: "  " }, "licenseNumber", "License number is required"],
    ["no regulator", { regulator: undefined }, "regulator", "Choose the regulator that issued your licence"],
    ["an unknown regulator", { regulator: "fda" }, "regulator", "Choose the regulator that issued your licence"],
    ["NHIS that is not yes or no", { acceptsNhis: "sometimes" }, "acceptsNhis", "Choose yes or no"],
    ["an NHIA accreditation number of 51 characters", { acceptsNhis: true, nhiaAccreditationNumber: "N".repeat(51) }, "nhiaAccreditationNumber", "Must be at most 50 characters"],
    ["no years of experience", { yearsExperience: undefined }, "yearsExperience", "Years of experience is required"],
    ["no education", { education: "" }, "education", "Education is required"],
    ["a fee of 0", { consultationFee: 0 }, "consultationFee", "Consultation fee must be greater than 0"],
    ["a fee that is not a number", { consultationFee: "abc" }, "consultationFee", "Enter the fee in cedis, e.g. 150 or 150.50"],
    ["no fee", { consultationFee: "" }, "consultationFee", "Consultation fee is required"],
    ["no practice location", { location: "" }, "location", "Location is required"],
    ["no city", { city: "" }, "city", "City is required"],
    ["an unknown region", { region: "Narnia" }, "region", "Region is required"],
    ["no address", { address: "" }, "address", "Address is required"],
    ["terms not accepted", { terms: false }, "terms", "You must accept the terms and conditions"],
    ["hours for an unknown day", { workingHours: { funday: "9:00 AM - 5:00 PM" } }, "workingHours.funday", "Unknown day"],
    [
      "Sunday open",
      { workingHours: { monday: "9:00 AM - 5:00 PM", sunday: "9:00 AM - 1:00 PM" } },
      "workingHours.sunday",
      "Appointments cannot be booked on Sundays, so Sunday must be Closed",
    ],
    [
      "hours with no bookable slot",
      { workingHours: { monday: "6:00 AM - 8:30 AM" } },
      "workingHours.monday",
      "Monday's hours must include bookable time between 9:00 AM and 5:00 PM",
    ],
    ["a code that is not 6 digits", { code: "12ab" }, "code", "Enter the 6-digit code"],
  ];

  it.each(cases)("refuses %s with 400 and the field's message, writing nothing", async (_story, change, field, message) => {
    const response = await register({ code: "123456", ...wizard(change) });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.code).toBe("validation_failed");
    expect(error.fields?.[field]).toBe(message);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(await providerCount()).toBe(0);
  });

  it("lists every missing field of an empty form at once", async () => {
    const response = await register({});
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorAnswer;
    for (const field of ["firstName", "lastName", "email", "password", "phone", "specialty", "regulator", "licenseNumber", "yearsExperience", "education", "consultationFee", "location", "city", "region", "address", "terms", "code"]) {
      expect(error.fields, field).toHaveProperty(field);
    }
  });

  it("does not spend the code on a form it refuses", async () => {
    const code = await codeByEmail();
    expect((await register({ ...wizard({ region: "Narnia" }), code })).status).toBe(400);
    expect((await register({ ...wizard(), code })).status).toBe(201);
  });
});

describe("POST /api/provider/complete-registration: the e-mailed code", () => {
  it("creates no account on a wrong code", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard(), code: otherThan(code) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_code", message: AUTH_MESSAGES.invalidCode } });
    expect(sessionCookieFrom(response)).toBeNull();
    expect(await accountsFor(EMAIL)).toBe(0);
    expect(await providerCount()).toBe(0);
  });

  it("voids the code after 5 wrong tries, so the right code then fails too", async () => {
    const code = await codeByEmail();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await register({ ...wizard(), code: otherThan(code) })).status).toBe(400);
    }
    const fifth = await register({ ...wizard(), code: otherThan(code) });
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({ error: { message: AUTH_MESSAGES.tooManyAttempts } });

    const right = await register({ ...wizard(), code });
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ error: { code: "invalid_code", message: AUTH_MESSAGES.codeExpired } });
    expect(await accountsFor(EMAIL)).toBe(0);
  });

  it("never registers an address that has no code (a taken address gets none)", async () => {
    await insertUser({ email: EMAIL, role: "patient" });
    await sendCode();
    const guess = await register({ ...wizard(), code: "123456" });
    expect(guess.status).toBe(400);
    expect(await accountsFor(EMAIL)).toBe(1);
    expect(await providerCount()).toBe(0);
  });

  it("makes one account when the form is submitted twice with the same code", async () => {
    const code = await codeByEmail();
    expect((await register({ ...wizard(), code })).status).toBe(201);
    const second = await register({ ...wizard(), code });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: { code: "invalid_code" } });
    expect(await accountsFor(EMAIL)).toBe(1);
    expect(await providerCount()).toBe(1);
  });

  it("makes one account when two submits race", async () => {
    const code = await codeByEmail();
    const answers = await Promise.all([register({ ...wizard(), code }), register({ ...wizard(), code })]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(201);
    expect([400, 409]).toContain(statuses[1]);
    expect(await accountsFor(EMAIL)).toBe(1);
    expect(await providerCount()).toBe(1);
  });

  it("answers 409 on the e-mail when the address got an account meanwhile, and keeps no photo", async () => {
    const code = await codeByEmail();
    await insertUser({ email: EMAIL });
    const imagesBefore = await imageCount();
    const response = await register({ ...wizard({ profileImage: `data:image/png;base64,${PNG_BASE64}` }), code });
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as ErrorAnswer;
    expect(error.code).toBe("conflict");
    expect(error.fields).toHaveProperty("email");
    expect(await accountsFor(EMAIL)).toBe(1);
    expect(await providerCount()).toBe(0);
    expect(await imageCount()).toBe(imagesBefore);
  });
});

describe("POST /api/provider/complete-registration: the new provider", () => {
  it("creates a verified provider account, signs it in and lists the practice with default hours", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard(), code });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { verified: boolean; user: Record<string, unknown>; provider: { id: number } & Record<string, unknown>; message: string };
    expect(body).toMatchObject({
      verified: true,
      user: { email: EMAIL, role: "provider", emailVerified: true, firstName: "Abena", lastName: "Asante", phone: "+233241234567", profileImageUrl: null },
      provider: { specialty: "cardiology", consultationFee: "200.00", isVerified: false },
      message: "Registration Complete!",
    });
    expect(JSON.stringify(body)).not.toMatch(/password|Okomfo#Anokye25/i);

    const cookie = sessionCookieFrom(response)!;
    const me = await api("/api/user", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: EMAIL, role: "provider" });

    const kumasi = findTown("Kumasi")!;
    const profile = await api(`/api/providers/${body.provider.id}`);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      id: body.provider.id,
      title: "Dr",
      user: { firstName: "Abena", lastName: "Asante" },
      specialty: "cardiology",
      licenseNumber: "MDC/RN/20417",
      yearsExperience: 8,
      consultationFee: "200.00",
      phone: "+233241234567",
      email: EMAIL,
      city: "Kumasi",
      region: "Ashanti",
      website: "https://heart.example.com.gh",
      services: ["Consultation", "ECG", "Echocardiography"],
      languages: ["English", "Twi"],
      workingHours: {
        monday: "9:00 AM - 5:00 PM",
        tuesday: "9:00 AM - 5:00 PM",
        wednesday: "9:00 AM - 5:00 PM",
        thursday: "9:00 AM - 5:00 PM",
        friday: "9:00 AM - 5:00 PM",
        saturday: "Closed",
        sunday: "Closed",
      },
      isVerified: false,
      averageRating: 0,
      reviewCount: 0,
      latitude: kumasi.latitude,
      longitude: kumasi.longitude,
    });

    const stored = await env.DB.prepare("SELECT password_hash, email_verified FROM users WHERE email = ?").bind(EMAIL).first<{ password_hash: string; email_verified: number }>();
    expect(stored!.password_hash).toMatch(/^pbkdf2-sha512\$100000\$/);
    expect(stored!.email_verified).toBe(1);
    const provider = await env.DB.prepare("SELECT consultation_fee_pesewas, slots_monday, slots_saturday, slots_sunday FROM providers").first();
    expect(provider).toEqual({ consultation_fee_pesewas: 20000, slots_monday: 12, slots_saturday: 0, slots_sunday: 0 });
  });

  it("stores the practice facts the wizard sends, and takes neither when they are left out", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard({ specialty: "pharmacy", open24Hours: true, acceptsWalkIns: true }), code });
    expect(response.status).toBe(201);
    const { provider } = (await response.json()) as { provider: { id: number } };
    expect(provider).toMatchObject({ open24Hours: true, acceptsWalkIns: true });
    expect(await (await api(`/api/providers/${provider.id}`)).json()).toMatchObject({ open24Hours: true, acceptsWalkIns: true });
    expect(await env.DB.prepare("SELECT open_24_hours, accepts_walk_ins FROM providers WHERE id = ?").bind(provider.id).first()).toEqual({ open_24_hours: 1, accepts_walk_ins: 1 });

    const other = "kojo.mensah@example.com.gh";
    const plain = await register({ ...wizard({ email: other }), code: await codeByEmail(other) });
    expect(plain.status).toBe(201);
    expect(((await plain.json()) as { provider: unknown }).provider).toMatchObject({ open24Hours: false, acceptsWalkIns: false });
  });

  it("lists the practice as pending verification, taking no bookings, with the regulator and NHIS facts the wizard sends", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard({ regulator: "pharmacy", acceptsNhis: true, nhiaAccreditationNumber: " NHIA/HF/20417 " }), code });
    expect(response.status).toBe(201);
    const { provider } = (await response.json()) as { provider: { id: number } };
    const expected = { isVerified: false, licenceVerifiedFor: null, regulator: "pharmacy", acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/20417" };
    expect(provider).toMatchObject(expected);
    expect(await (await api(`/api/providers/${provider.id}`)).json()).toMatchObject(expected);
    // Not in the "Verified providers only" list, but in the "Accepts NHIS" one.
    expect(((await (await api("/api/providers/search?verified=true")).json()) as { total: number }).total).toBe(0);
    expect(await (await api("/api/providers/search?nhis=true")).json()).toMatchObject({ total: 1, providers: [{ id: provider.id }] });
  });

  it("takes no NHIS when the wizard leaves it out, and keeps no accreditation number without NHIS", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard({ acceptsNhis: undefined, nhiaAccreditationNumber: "NHIA/HF/20417" }), code });
    expect(response.status).toBe(201);
    const { provider } = (await response.json()) as { provider: unknown };
    expect(provider).toMatchObject({ regulator: "mdc", acceptsNhis: false, nhiaAccreditationNumber: null });
    expect(await env.DB.prepare("SELECT accepts_nhis, nhia_accreditation_number, licence_verified_for, is_verified FROM providers").first()).toEqual({
      accepts_nhis: 0,
      nhia_accreditation_number: null,
      licence_verified_for: null,
      is_verified: 0,
    });
  });

  it("refuses a practice fact that is not yes or no", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard({ open24Hours: "maybe" }), code });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error.fields).toHaveProperty("open24Hours");
    expect(await providerCount()).toBe(0);
  });

  it("keeps the hours the provider gave, closing the days left out", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard({ workingHours: { monday: "8:00 AM - 12:00 PM", saturday: "9:00 AM - 1:00 PM", sunday: "Closed" } }), code });
    expect(response.status).toBe(201);
    const { provider } = (await response.json()) as { provider: { workingHours: Record<string, string> } };
    expect(provider.workingHours).toEqual({
      monday: "8:00 AM - 12:00 PM",
      tuesday: "Closed",
      wednesday: "Closed",
      thursday: "Closed",
      friday: "Closed",
      saturday: "9:00 AM - 1:00 PM",
      sunday: "Closed",
    });
  });

  it("takes working hours, services and languages as the JSON text the profile keeps them in, and answers them as usual", async () => {
    const code = await codeByEmail();
    const response = await register({
      ...wizard({
        workingHours: JSON.stringify({ monday: "8:00 AM - 12:00 PM", saturday: "9:00 AM - 1:00 PM" }),
        services: '["Consultation","Check-ups"]',
        languages: JSON.stringify(["English", "Ewe"]),
      }),
      code,
    });
    expect(response.status).toBe(201);
    const { provider } = (await response.json()) as { provider: { id: number } };
    expect(await (await api(`/api/providers/${provider.id}`)).json()).toMatchObject({
      services: ["Consultation", "Check-ups"],
      languages: ["English", "Ewe"],
      workingHours: { monday: "8:00 AM - 12:00 PM", tuesday: "Closed", saturday: "9:00 AM - 1:00 PM", sunday: "Closed" },
    });
    expect(await env.DB.prepare("SELECT services, slots_monday, slots_tuesday FROM providers WHERE id = ?").bind(provider.id).first()).toEqual({
      services: '["Consultation","Check-ups"]',
      slots_monday: 6,
      slots_tuesday: 0,
    });
  });

  it("says what working hours and lists must look like when it cannot read them, before spending the code", async () => {
    const code = await codeByEmail();
    const response = await register({ ...wizard({ workingHours: "Monday-Friday 9:00-17:00", services: '["Consultation", "ECG"' }), code });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).error.fields).toEqual({
      workingHours: WORKING_HOURS_FORMAT,
      services: 'Services must be comma-separated text or a JSON list of text, like ["Consultation","Check-ups"]',
    });
    expect(await providerCount()).toBe(0);
    expect((await register({ ...wizard(), code })).status).toBe(201);
  });

  it("stores the photo in R2 by its real type and links it from the account and profile", async () => {
    const code = await codeByEmail();
    // A PNG that says it is a JPEG: the bytes decide.
    const response = await register({ ...wizard({ profileImage: `data:image/jpeg;base64,${PNG_BASE64}` }), code });
    expect(response.status).toBe(201);
    const { user, provider } = (await response.json()) as { user: { profileImageUrl: string }; provider: { profileImage: string } };
    expect(user.profileImageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    expect(provider.profileImage).toBe(user.profileImageUrl);

    const object = await env.IMAGES.get(user.profileImageUrl.replace("/api/images/", ""));
    expect(object).not.toBeNull();
    expect(object!.httpMetadata?.contentType).toBe("image/png");
    await object!.arrayBuffer();
    const served = await api(user.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await served.arrayBuffer();
  });

  it("refuses a photo that is not an image, before spending the code", async () => {
    const code = await codeByEmail();
    const text = btoa("Not a picture, just words.");
    const response = await register({ ...wizard({ profileImage: `data:image/png;base64,${text}` }), code });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { profileImage: PROVIDER_MESSAGES.imageType } } });
    expect(await accountsFor(EMAIL)).toBe(0);
    expect((await register({ ...wizard(), code })).status).toBe(201);
  });

  it("refuses a photo of 5 MB and 1 byte with 413, before spending the code", async () => {
    const code = await codeByEmail();
    const bytes = new Uint8Array(IMAGE_MAX_BYTES + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await register({ ...wizard({ profileImage: `data:image/png;base64,${toBase64(bytes)}` }), code });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large", fields: { profileImage: PROVIDER_MESSAGES.imageTooLarge } } });
    expect(await accountsFor(EMAIL)).toBe(0);
    expect((await register({ ...wizard(), code })).status).toBe(201);
  });
});

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
