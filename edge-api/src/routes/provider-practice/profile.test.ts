import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_MESSAGES, type OwnProviderProfile } from "@gh/contracts/providers/options";
import { WORKING_HOURS_FORMAT } from "@gh/contracts/providers/practice";
import { slotsForWeekday } from "@gh/contracts/schedule";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";
import type { SearchResults } from "@gh/contracts/search";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, outboxFor, sendJson, selfEditBody, signIn, upcoming, WEEKDAY_HOURS } from "../../../test/fixtures.ts";
import { appointments, payments, providers, reviews, sessions, users } from "../../db/schema.ts";

const HOUR = 3_600_000;
const SATURDAY = 6;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const editProfile = (cookie: string, body: unknown) => sendJson("/api/providers/edit-profile", body, { method: "PATCH", cookie });
const putProvider = (cookie: string, id: number, body: unknown) => sendJson(`/api/providers/${id}`, body, { method: "PUT", cookie });
const publicProfile = async (id: number) => (await (await api(`/api/providers/${id}`)).json()) as Provider;
const rowOf = async (id: number) => (await db().select().from(providers).where(eq(providers.id, id)))[0]!;
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

/** A tiny PNG as the browser would send it (only its first bytes matter to the server). */
const pngDataUrl = (marker = 0) => `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, marker))}`;
const keyOf = (url: string | null) => url!.replace("/api/images/", "");

const SELF_EDIT = selfEditBody({ workingHours: { monday: "9:00 AM - 5:00 PM", wednesday: "10:00 AM - 2:00 PM", saturday: "Closed" } });

describe("GET /api/providers/edit-profile", () => {
  it("answers the provider's own profile, saying whether the hours are still the defaults", async () => {
    const { provider, user } = await insertProvider({ workingHours: JSON.stringify(DEFAULT_WORKING_HOURS) });
    const response = await api("/api/providers/edit-profile", { headers: { Cookie: await signIn(user.id) } });
    expect(response.status).toBe(200);
    const own = (await response.json()) as OwnProviderProfile;
    expect(own).toEqual({ ...(await publicProfile(provider.id)), usingDefaultHours: true, remoteVisitFees: { audio: null, video: null } });
  });

  it("answers 401, 403 and 404 'Provider Profile Not Found'", async () => {
    expect((await api("/api/providers/edit-profile")).status).toBe(401);
    const patient = await insertUser();
    expect((await api("/api/providers/edit-profile", { headers: { Cookie: await signIn(patient.id) } })).status).toBe(403);
    const unregistered = await insertUser({ role: "provider" });
    const response = await api("/api/providers/edit-profile", { headers: { Cookie: await signIn(unregistered.id) } });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(PROVIDER_MESSAGES.profileNotFound);
  });
});

describe("PATCH /api/providers/edit-profile", () => {
  it("saves the practice details: phone in E.164, fee in pesewas, experience, lists and hours with their slots", async () => {
    const { provider, user } = await insertProvider();
    const response = await editProfile(await signIn(user.id), SELF_EDIT);
    expect(response.status).toBe(200);
    const own = (await response.json()) as OwnProviderProfile;
    expect(own).toMatchObject({
      id: provider.id,
      phone: "+233245551234",
      location: "Ridge Family Clinic",
      consultationFee: "200.50",
      yearsExperience: 15,
      hospitalAffiliation: "Ridge Hospital",
      services: ["Consultation", "Child health", "Vaccinations"],
      languages: ["English", "Twi", "Ga"],
      workingHours: {
        monday: "9:00 AM - 5:00 PM", tuesday: "Closed", wednesday: "10:00 AM - 2:00 PM", thursday: "Closed",
        friday: "Closed", saturday: "Closed", sunday: "Closed",
      },
      usingDefaultHours: false,
      user: { firstName: "Kwame", lastName: "Mensah" },
    });
    const row = await rowOf(provider.id);
    const hours = own.workingHours;
    expect(row).toMatchObject({
      consultationFeePesewas: 20050,
      slotsMonday: slotsForWeekday(hours, "monday").length,
      slotsTuesday: 0,
      slotsWednesday: slotsForWeekday(hours, "wednesday").length,
      slotsSaturday: 0,
    });
    expect(row.slotsWednesday).toBeGreaterThan(0);

    // The new fee is what the public profile and the directory's search show.
    const { usingDefaultHours: _, remoteVisitFees: __, ...publicPart } = own;
    expect(await publicProfile(provider.id)).toEqual(publicPart);
    const search = (await (await api("/api/providers/search?location=Accra")).json()) as SearchResults;
    expect(search.providers.find((p) => p.id === provider.id)?.consultationFee).toBe("200.50");
    // And Saturday, now closed, offers no slots.
    const saturday = (await (await api(`/api/providers/${provider.id}/availability?date=${upcoming(SATURDAY)}`)).json()) as { slots: unknown[] };
    expect(saturday.slots).toEqual([]);
  });

  it("checks every field as typed and says what is wrong with each, saving nothing", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const response = await editProfile(cookie, {
      phone: "024",
      location: "Ab",
      bio: "Too short.",
      consultationFee: "0",
      experience: 0,
      education: "MB ChB",
      hospitalAffiliation: "KB",
      services: "Checkups",
      languages: "En",
      workingHours: { monday: "Closed", sunday: "Closed" },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      phone: "Phone number is required",
      location: "Location is required",
      consultationFee: "Consultation fee must be greater than 0",
      experience: "Years of experience is required",
      education: "Education details are required",
      workingHours: "Working hours are required",
    });

    const badHours = await editProfile(cookie, { ...SELF_EDIT, workingHours: { monday: "whenever", tuesday: "9:00 AM - 5:00 PM", sunday: "9:00 AM - 1:00 PM" } });
    expect((await errorOf(badHours)).fields).toEqual({
      "workingHours.monday": "Enter Monday's hours like 9:00 AM - 5:00 PM, or Closed",
      "workingHours.sunday": "Appointments cannot be booked on Sundays, so Sunday must be Closed",
    });
    const foreignPhone = await editProfile(cookie, { ...SELF_EDIT, phone: "+44 20 7946 0958" });
    expect(foreignPhone.status).toBe(400);
    expect((await errorOf(foreignPhone)).fields).toEqual({ phone: PROVIDER_MESSAGES.invalidPhone });
    const badFee = await editProfile(cookie, { ...SELF_EDIT, consultationFee: "abc" });
    expect((await errorOf(badFee)).fields).toEqual({ consultationFee: "Enter the fee in cedis, e.g. 150 or 150.50" });

    expect(await rowOf(provider.id)).toMatchObject({ phone: "+233241234567", consultationFeePesewas: 15000, workingHours: JSON.stringify(WEEKDAY_HOURS) });
  });

  it("leaves optional what the wizard does: a blank bio, hospital affiliation, services or languages clears it, one left out keeps it", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    expect((await editProfile(cookie, SELF_EDIT)).status).toBe(200);

    const { bio: _bio, hospitalAffiliation: _hospital, services: _services, languages: _languages, ...required } = SELF_EDIT;
    const leftOut = await editProfile(cookie, required);
    expect(leftOut.status).toBe(200);
    expect(await leftOut.json()).toMatchObject({
      bio: SELF_EDIT.bio,
      hospitalAffiliation: "Ridge Hospital",
      services: ["Consultation", "Child health", "Vaccinations"],
      languages: ["English", "Twi", "Ga"],
    });

    const blank = await editProfile(cookie, { ...SELF_EDIT, bio: "", hospitalAffiliation: " ", services: "", languages: "" });
    expect(blank.status).toBe(200);
    const cleared = { bio: null, hospitalAffiliation: null, services: [], languages: [] };
    expect(await blank.json()).toMatchObject(cleared);
    expect(await publicProfile(provider.id)).toMatchObject(cleared);
    // A short bio is the provider's to give, as in the wizard.
    expect(await (await editProfile(cookie, { ...SELF_EDIT, bio: "Family doctor in Ridge." })).json()).toMatchObject({ bio: "Family doctor in Ridge." });
  });

  it("switches the practice facts when sent, and leaves them as they are when the form leaves them out", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const switchedOn = await editProfile(cookie, { ...SELF_EDIT, open24Hours: true, acceptsWalkIns: true });
    expect(switchedOn.status).toBe(200);
    expect(await switchedOn.json()).toMatchObject({ open24Hours: true, acceptsWalkIns: true });
    expect(await rowOf(provider.id)).toMatchObject({ open24Hours: true, acceptsWalkIns: true });

    const untouched = await editProfile(cookie, SELF_EDIT);
    expect(await untouched.json()).toMatchObject({ open24Hours: true, acceptsWalkIns: true });
    const oneOff = await editProfile(cookie, { ...SELF_EDIT, open24Hours: false });
    expect(await oneOff.json()).toMatchObject({ open24Hours: false, acceptsWalkIns: true });
    expect(await publicProfile(provider.id)).toMatchObject({ open24Hours: false, acceptsWalkIns: true });

    const bad = await editProfile(cookie, { ...SELF_EDIT, acceptsWalkIns: "maybe" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toHaveProperty("acceptsWalkIns");
    expect(await rowOf(provider.id)).toMatchObject({ open24Hours: false, acceptsWalkIns: true });
  });

  it("changes the licence's regulator and the NHIS facts, which GET answers; turning NHIS off clears the accreditation number", async () => {
    const { provider, user } = await insertProvider({ regulator: "mdc" });
    const cookie = await signIn(user.id);
    const nhis = await editProfile(cookie, { ...SELF_EDIT, regulator: "ahpc", acceptsNhis: true, nhiaAccreditationNumber: " NHIA/HF/31415 " });
    expect(nhis.status).toBe(200);
    const saved = { regulator: "ahpc", acceptsNhis: true, nhiaAccreditationNumber: "NHIA/HF/31415" };
    expect(await nhis.json()).toMatchObject(saved);
    expect(await (await api("/api/providers/edit-profile", { headers: { Cookie: cookie } })).json()).toMatchObject(saved);
    expect(await publicProfile(provider.id)).toMatchObject(saved);

    // Left out, they stay; a blank number clears it; NHIS off clears it too.
    expect(await (await editProfile(cookie, SELF_EDIT)).json()).toMatchObject(saved);
    expect(await (await editProfile(cookie, { nhiaAccreditationNumber: "" })).json()).toMatchObject({ acceptsNhis: true, nhiaAccreditationNumber: null });
    await editProfile(cookie, { nhiaAccreditationNumber: "NHIA/HF/31415" });
    expect(await (await editProfile(cookie, { acceptsNhis: false })).json()).toMatchObject({ acceptsNhis: false, nhiaAccreditationNumber: null });
    // Nor is one kept for a practice that takes no NHIS.
    expect(await (await editProfile(cookie, { nhiaAccreditationNumber: "NHIA/HF/31415" })).json()).toMatchObject({ acceptsNhis: false, nhiaAccreditationNumber: null });
    expect(await rowOf(provider.id)).toMatchObject({ regulator: "ahpc", acceptsNhis: false, nhiaAccreditationNumber: null });
  });

  it("refuses an unknown regulator and an NHIS answer that is not yes or no, writing nothing", async () => {
    const { provider, user } = await insertProvider({ regulator: "mdc" });
    const cookie = await signIn(user.id);
    const rowBefore = await rowOf(provider.id);
    const bad = await editProfile(cookie, { ...SELF_EDIT, regulator: "fda", acceptsNhis: "yes", nhiaAccreditationNumber: "N".repeat(51) });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      regulator: "Choose the regulator that issued your licence",
      acceptsNhis: "Choose yes or no",
      nhiaAccreditationNumber: "Must be at most 50 characters",
    });
    expect(await rowOf(provider.id)).toEqual(rowBefore);
  });

  it("leaves the licence's standing to the administrators: nothing the provider sends verifies it", async () => {
    const { provider, user } = await insertProvider({ isVerified: false, licenceVerifiedFor: null });
    const response = await editProfile(await signIn(user.id), { ...SELF_EDIT, isVerified: true, licenceVerifiedFor: 2099 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isVerified: false, licenceVerifiedFor: null });
    expect(await rowOf(provider.id)).toMatchObject({ isVerified: false, licenceVerifiedFor: null });
  });

  it("offers audio and video visits with their own fees, or the in-person fee when a fee is left empty", async () => {
    const { provider, user } = await insertProvider({ consultationFeePesewas: 20000 });
    const cookie = await signIn(user.id);
    const offered = await editProfile(cookie, { ...SELF_EDIT, consultationFee: "200", offersAudio: true, audioFee: "120", offersVideo: true, videoFee: "" });
    expect(offered.status).toBe(200);
    expect(await offered.json()).toMatchObject({ remoteVisits: { audio: "120.00", video: "200.00" }, remoteVisitFees: { audio: "120.00", video: null } });
    expect(await rowOf(provider.id)).toMatchObject({ offersAudio: true, audioFeePesewas: 12000, offersVideo: true, videoFeePesewas: null });
    // The video fee follows the in-person fee it was left to.
    await editProfile(cookie, { ...SELF_EDIT, consultationFee: "250" });
    expect((await publicProfile(provider.id)).remoteVisits).toEqual({ audio: "120.00", video: "250.00" });

    const bad = await editProfile(cookie, { ...SELF_EDIT, audioFee: "0", videoFee: "lots" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toMatchObject({ audioFee: "Consultation fee must be greater than 0", videoFee: "Enter the fee in cedis, e.g. 150 or 150.50" });
    const stopped = await editProfile(cookie, { ...SELF_EDIT, consultationFee: "250", offersAudio: false });
    expect((await stopped.json()) as OwnProviderProfile).toMatchObject({ remoteVisits: { audio: null, video: "250.00" } });
  });

  it("takes working hours, services and languages as JSON text, and answers and stores them as usual", async () => {
    const { provider, user } = await insertProvider();
    const response = await editProfile(
      await signIn(user.id),
      selfEditBody({
        workingHours: JSON.stringify({ monday: "9:00 AM - 5:00 PM", saturday: "9:00 AM - 12:00 PM" }),
        services: '["Consultation","Check-ups"]',
        languages: JSON.stringify(["English", "Ga"]),
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      services: ["Consultation", "Check-ups"],
      languages: ["English", "Ga"],
      workingHours: { monday: "9:00 AM - 5:00 PM", tuesday: "Closed", saturday: "9:00 AM - 12:00 PM", sunday: "Closed" },
    });
    expect(await rowOf(provider.id)).toMatchObject({ services: '["Consultation","Check-ups"]', languages: '["English","Ga"]', slotsMonday: 12, slotsTuesday: 0, slotsSaturday: 6 });
  });

  it("says what working hours must look like when it cannot read them, not that they are missing, saving nothing", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const before = await rowOf(provider.id);
    const unreadable = await editProfile(cookie, { ...SELF_EDIT, workingHours: "Monday-Friday 9:00-17:00", languages: "[English, Twi]" });
    expect(unreadable.status).toBe(400);
    expect((await errorOf(unreadable)).fields).toEqual({
      workingHours: WORKING_HOURS_FORMAT,
      languages: 'Languages must be comma-separated text or a JSON list of text, like ["English","Twi"]',
    });
    // Missing or too short keeps the form's own message.
    for (const missing of ["", "9-5", null, "{}"]) {
      const response = await editProfile(cookie, { workingHours: missing });
      expect((await errorOf(response)).fields, String(missing)).toEqual({ workingHours: "Working hours are required" });
    }
    expect(await rowOf(provider.id)).toEqual(before);
  });

  it("changes only the fields it is sent, checking each with its own rule", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const before = await publicProfile(provider.id);
    const rowBefore = await rowOf(provider.id);

    const fee = await editProfile(cookie, { consultationFee: "180" });
    expect(fee.status).toBe(200);
    const { usingDefaultHours: _, remoteVisitFees: __, ...answered } = (await fee.json()) as OwnProviderProfile;
    expect(answered).toEqual({ ...before, consultationFee: "180.00" });
    expect(await publicProfile(provider.id)).toEqual(answered);
    expect(await rowOf(provider.id)).toEqual({ ...rowBefore, consultationFeePesewas: 18000, updatedAt: expect.any(Number) });

    // One day's hours as JSON text: the week and its slots change, nothing else.
    const hours = await editProfile(cookie, { workingHours: '{"tuesday":"10:00 AM - 2:00 PM"}' });
    expect(hours.status).toBe(200);
    expect(await publicProfile(provider.id)).toEqual({
      ...answered,
      workingHours: { monday: "Closed", tuesday: "10:00 AM - 2:00 PM", wednesday: "Closed", thursday: "Closed", friday: "Closed", saturday: "Closed", sunday: "Closed" },
    });
    expect(await rowOf(provider.id)).toMatchObject({ phone: rowBefore.phone, bio: rowBefore.bio, services: rowBefore.services, slotsMonday: 0, slotsTuesday: 4, slotsSaturday: 0 });
  });

  it("changes nothing when sent nothing, and answers the profile as it is", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const own = await (await api("/api/providers/edit-profile", { headers: { Cookie: cookie } })).json();
    const rowBefore = await rowOf(provider.id);
    const response = await editProfile(cookie, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(own);
    expect(await rowOf(provider.id)).toEqual(rowBefore);
  });

  it("refuses a bad value in a partial change with that field's message, writing none of the change", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const rowBefore = await rowOf(provider.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ bio: "Too short.", education: "MB ChB" }, { education: "Education details are required" }],
      [{ consultationFee: "250", experience: 0 }, { experience: "Years of experience is required" }],
      [{ location: "Osu, Accra", phone: "024" }, { phone: "Phone number is required" }],
      [{ location: "Osu, Accra", phone: "+44 20 7946 0958" }, { phone: PROVIDER_MESSAGES.invalidPhone }],
      [{ services: "Consultation", workingHours: { sunday: "9:00 AM - 1:00 PM" } }, { "workingHours.sunday": "Appointments cannot be booked on Sundays, so Sunday must be Closed" }],
    ];
    for (const [body, fields] of cases) {
      const response = await editProfile(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "validation_failed", fields });
    }
    expect(await rowOf(provider.id)).toEqual(rowBefore);
  });

  it("is for a signed-in provider with a profile only", async () => {
    expect((await editProfile("", SELF_EDIT)).status).toBe(401);
    const patient = await insertUser();
    expect((await editProfile(await signIn(patient.id), SELF_EDIT)).status).toBe(403);
    const unregistered = await insertUser({ role: "provider" });
    expect((await editProfile(await signIn(unregistered.id), SELF_EDIT)).status).toBe(404);
  });
});

describe("PUT /api/providers/:id", () => {
  it("lets the owner change only what they send", async () => {
    const { provider, user } = await insertProvider();
    const before = await publicProfile(provider.id);
    const response = await putProvider(await signIn(user.id), provider.id, { consultationFee: "300", bio: "Now seeing patients in the evening too." });
    expect(response.status).toBe(200);
    const after = (await response.json()) as Provider;
    expect(after).toEqual({ ...before, consultationFee: "300.00", bio: "Now seeing patients in the evening too." });
    expect(await publicProfile(provider.id)).toEqual(after);
  });

  it("takes working hours and lists as JSON text too, and says what it cannot read", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const response = await putProvider(cookie, provider.id, { workingHours: '{"monday":"9:00 AM - 1:00 PM"}', languages: '["English","Hausa"]' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ workingHours: { monday: "9:00 AM - 1:00 PM", tuesday: "Closed" }, languages: ["English", "Hausa"], services: ["Consultation", "Check-ups"] });
    const rowBefore = await rowOf(provider.id);
    const unreadable = await putProvider(cookie, provider.id, { workingHours: "Mon-Fri 9-5 and Sat mornings", bio: "Changed" });
    expect((await errorOf(unreadable)).fields).toEqual({ workingHours: WORKING_HOURS_FORMAT });
    expect(await rowOf(provider.id)).toEqual(rowBefore);
  });

  it("changes the practice facts it is sent and keeps them when they are left out, for the owner and an administrator", async () => {
    const { provider, user } = await insertProvider({ specialtyId: "pharmacy" });
    const owner = await putProvider(await signIn(user.id), provider.id, { open24Hours: true });
    expect(await owner.json()).toMatchObject({ open24Hours: true, acceptsWalkIns: false });
    const admin = await insertUser({ role: "admin" });
    const adminCookie = await signIn(admin.id);
    expect(await (await putProvider(adminCookie, provider.id, { acceptsWalkIns: true, bio: "Open day and night in Accra." })).json()).toMatchObject({
      open24Hours: true,
      acceptsWalkIns: true,
    });
    expect(await (await putProvider(adminCookie, provider.id, { open24Hours: false })).json()).toMatchObject({ open24Hours: false, acceptsWalkIns: true });
    expect(await rowOf(provider.id)).toMatchObject({ open24Hours: false, acceptsWalkIns: true, bio: "Open day and night in Accra." });
    const bad = await putProvider(adminCookie, provider.id, { open24Hours: "maybe" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toHaveProperty("open24Hours");
  });

  it("never lets a provider edit another provider's profile (403), and 404s an unknown one", async () => {
    const { provider } = await insertProvider();
    const { user: otherDoctor } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const cookie = await signIn(otherDoctor.id);
    const response = await putProvider(cookie, provider.id, { consultationFee: "1", firstName: "Hijacked" });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toEqual({ code: "forbidden", message: PROVIDER_MESSAGES.notYourProfile });
    expect(await publicProfile(provider.id)).toMatchObject({ consultationFee: "150.00", user: { firstName: "Kwame" } });
    expect((await putProvider(cookie, 999_999, { bio: "Hello there" })).status).toBe(404);
    const patient = await insertUser();
    expect((await putProvider(await signIn(patient.id), provider.id, { bio: "Hello there" })).status).toBe(403);
    expect((await putProvider("", provider.id, { bio: "Hello there" })).status).toBe(401);
  });

  it("lets an administrator edit any provider: names and e-mail change the account too, a new town moves the map pin", async () => {
    const { provider, user } = await insertProvider();
    const admin = await insertUser({ role: "admin" });
    const response = await putProvider(await signIn(admin.id), provider.id, {
      title: "Prof",
      firstName: "Kwabena",
      lastName: "Mensah-Bonsu",
      email: "Kwabena@Example.com.gh",
      city: "Kumasi",
      region: "Ashanti",
      specialty: "cardiology",
      yearsExperience: 22,
      workingHours: { ...WEEKDAY_HOURS, saturday: "Closed", friday: "9:00 AM - 12:00 PM" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: "Prof",
      user: { firstName: "Kwabena", lastName: "Mensah-Bonsu" },
      email: "kwabena@example.com.gh",
      city: "Kumasi",
      region: "Ashanti",
      specialty: "cardiology",
      yearsExperience: 22,
      latitude: 6.6885,
      longitude: -1.6244,
    });
    expect(await rowOf(provider.id)).toMatchObject({ slotsSaturday: 0, slotsFriday: 6 });
    // The sign-in address changed, so it must be proved again.
    expect(await userRow(user.id)).toMatchObject({ firstName: "Kwabena", lastName: "Mensah-Bonsu", email: "kwabena@example.com.gh", emailVerified: false });
  });

  it("keeps the account verified when the e-mail is sent unchanged", async () => {
    const { provider, user } = await insertProvider();
    expect((await putProvider(await signIn(user.id), provider.id, { email: user.email, firstName: "Kwesi" })).status).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ firstName: "Kwesi", email: user.email, emailVerified: true });
  });

  it("answers 409 on the e-mail field when another account uses the address, changing nothing", async () => {
    const { provider, user } = await insertProvider();
    await insertUser({ email: "taken@example.com.gh" });
    const response = await putProvider(await signIn(user.id), provider.id, { email: "taken@example.com.gh", consultationFee: "999" });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).fields).toEqual({ email: "This email is already in use" });
    expect(await rowOf(provider.id)).toMatchObject({ consultationFeePesewas: 15000 });
    expect((await userRow(user.id))!.email).toBe(user.email);
  });

  it("refuses a foreign phone number and malformed fields with 400", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const phone = await putProvider(cookie, provider.id, { phone: "+1 415 555 2671" });
    expect((await errorOf(phone)).fields).toEqual({ phone: PROVIDER_MESSAGES.invalidPhone });
    const fields = await putProvider(cookie, provider.id, { region: "Atlantis", consultationFee: "-5", firstName: "K", website: "not a site" });
    expect(fields.status).toBe(400);
    expect(Object.keys((await errorOf(fields)).fields!).sort()).toEqual(["consultationFee", "firstName", "region", "website"]);
    expect((await putProvider(cookie, provider.id, "{not json")).status).toBe(400);
  });

  it("stores a new photo in R2, keeps the account's picture in step, and deletes the old one when replaced or removed", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const first = (await (await putProvider(cookie, provider.id, { profileImage: pngDataUrl(1) })).json()) as Provider;
    expect(first.profileImage).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    expect((await userRow(user.id))!.profileImageUrl).toBe(first.profileImage);
    const served = await api(first.profileImage!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    await served.arrayBuffer();

    // Sending the current URL back (the form did not touch the photo) keeps it.
    expect(((await (await putProvider(cookie, provider.id, { profileImage: first.profileImage, bio: "Unchanged photo" })).json()) as Provider).profileImage).toBe(first.profileImage);

    const second = (await (await putProvider(cookie, provider.id, { profileImage: pngDataUrl(2) })).json()) as Provider;
    expect(second.profileImage).not.toBe(first.profileImage);
    expect(await env.IMAGES.get(keyOf(first.profileImage))).toBeNull();
    expect(await env.IMAGES.get(keyOf(second.profileImage))).not.toBeNull();

    const removed = (await (await putProvider(cookie, provider.id, { profileImage: null })).json()) as Provider;
    expect(removed.profileImage).toBeNull();
    expect((await userRow(user.id))!.profileImageUrl).toBeNull();
    expect(await env.IMAGES.get(keyOf(second.profileImage))).toBeNull();
  });

  it("refuses a file that is not an image, and stores nothing when the save fails", async () => {
    const { provider, user } = await insertProvider();
    await insertUser({ email: "taken@example.com.gh" });
    const cookie = await signIn(user.id);
    const text = await putProvider(cookie, provider.id, { profileImage: `data:image/png;base64,${btoa("just some text")}` });
    expect(text.status).toBe(400);
    expect((await errorOf(text)).fields).toEqual({ profileImage: PROVIDER_MESSAGES.imageType });
    // A photo sent with a change that is refused leaves no object behind.
    expect((await putProvider(cookie, provider.id, { profileImage: pngDataUrl(3), email: "taken@example.com.gh" })).status).toBe(409);
    expect((await env.IMAGES.list()).objects).toHaveLength(0);
    expect((await rowOf(provider.id)).profileImageUrl).toBeNull();
  });
});

describe("DELETE /api/providers/profile", () => {
  it("tells patients with visits ahead, removes the profile and its records, keeps payments, and ends the session", async () => {
    const { provider, user } = await insertProvider();
    const cookie = await signIn(user.id);
    const photo = (await (await putProvider(cookie, provider.id, { profileImage: pngDataUrl(9) })).json()) as Provider;
    const patient = await insertUser({ email: "ama@example.com.gh", phone: "+233201234567", phoneVerified: true });
    const past = await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: Date.now() - 48 * HOUR, status: "completed", paymentStatus: "completed" });
    const future = await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: Date.now() + 48 * HOUR, status: "confirmed", paymentStatus: "completed", patientEmail: "ama@example.com.gh" });
    await insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: Date.now() + 72 * HOUR, status: "cancelled", paymentStatus: "completed", patientEmail: "cancelled-already@example.com.gh" });
    await db().insert(reviews).values({ providerId: provider.id, patientId: patient.id, appointmentId: past.id, patientName: "Ama O.", rating: 5, comment: "Great" });
    await db().insert(payments).values({ appointmentId: future.id, providerId: provider.id, patientId: patient.id, reference: `apt_${future.id}_1`, gateway: "sandbox", amountPesewas: 15000, status: "success" });

    const response = await api("/api/providers/profile", { method: "DELETE", headers: { Cookie: cookie, Origin: "http://127.0.0.1" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ appointmentsDeleted: 3, reviewsDeleted: 1, message: "Profile Deleted" });
    expect(response.headers.getSetCookie().some((header) => /^gh_session=;/.test(header))).toBe(true);

    // The patient with a visit ahead was told; the one already cancelled was not.
    const [email] = await outboxFor("ama@example.com.gh");
    expect(email!.subject).toBe("Cancelled: your appointment with Dr. Kwame Mensah");
    expect(email!.body).toContain("is no longer on GhanaHealth");
    expect(await outboxFor("+233201234567")).toHaveLength(1);
    expect(await outboxFor("cancelled-already@example.com.gh")).toHaveLength(0);

    expect((await api(`/api/providers/${provider.id}`)).status).toBe(404);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await db().select().from(appointments).where(eq(appointments.providerId, provider.id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await api("/api/user", { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await env.IMAGES.get(keyOf(photo.profileImage))).toBeNull();
    // The money ledger outlives the provider; the patient's account is untouched.
    expect(await db().select().from(payments)).toMatchObject([{ appointmentId: future.id, providerId: provider.id, amountPesewas: 15000 }]);
    expect(await userRow(patient.id)).toBeDefined();
  });

  it("is for a signed-in provider with a profile only, and deletes nobody else's", async () => {
    const { provider } = await insertProvider();
    const remove = (cookie: string) => api("/api/providers/profile", { method: "DELETE", headers: { Cookie: cookie, Origin: "http://127.0.0.1" } });
    expect((await remove("")).status).toBe(401);
    const patient = await insertUser();
    expect((await remove(await signIn(patient.id))).status).toBe(403);
    const unregistered = await insertUser({ role: "provider" });
    expect((await remove(await signIn(unregistered.id))).status).toBe(404);
    expect((await api(`/api/providers/${provider.id}`)).status).toBe(200);
  });
});
