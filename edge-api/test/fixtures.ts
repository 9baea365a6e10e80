/** Small factories that write real rows into the test D1; each test builds exactly what it asserts on. */
import { env } from "cloudflare:workers";
import { database } from "../src/db/client.ts";
import type { ProviderSelfEditInput } from "@gh/contracts/providers/practice";
import { weeklySlotCounts } from "@gh/contracts/schedule";
import { appointments, providers, sessions, users } from "../src/db/schema.ts";
import { sha256Hex } from "../src/auth/session.ts";

export const db = () => database(env);
let sequence = 0;

export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const [user] = await db()
    .insert(users)
    .values({
      email: `user${sequence}@example.com.gh`,
      passwordHash: "!test-no-password",
      firstName: "Ama",
      lastName: "Owusu",
      role: "patient",
      emailVerified: true,
      ...overrides,
    })
    .returning();
  return user!;
}

/** Mon–Fri 8–5, Saturday morning, Sunday closed. */
export const WEEKDAY_HOURS = {
  monday: "8:00 AM - 5:00 PM",
  tuesday: "8:00 AM - 5:00 PM",
  wednesday: "8:00 AM - 5:00 PM",
  thursday: "8:00 AM - 5:00 PM",
  friday: "8:00 AM - 5:00 PM",
  saturday: "9:00 AM - 1:00 PM",
  sunday: "Closed",
};

export async function insertProvider(
  overrides: Partial<typeof providers.$inferInsert> = {},
  name: { firstName: string; lastName: string } = { firstName: "Kwame", lastName: "Mensah" },
) {
  const user = await insertUser({ ...name, role: "provider" });
  const workingHours = overrides.workingHours ?? JSON.stringify(WEEKDAY_HOURS);
  const [sun, mon, tue, wed, thu, fri, sat] = weeklySlotCounts(JSON.parse(workingHours)) as number[];
  const [provider] = await db()
    .insert(providers)
    .values({
      slotsSunday: sun, slotsMonday: mon, slotsTuesday: tue, slotsWednesday: wed, slotsThursday: thu, slotsFriday: fri, slotsSaturday: sat,
      userId: user.id,
      title: "Dr",
      specialtyId: "general",
      licenseNumber: `MDC/RN/${10000 + user.id}`,
      yearsExperience: 10,
      education: "MB ChB, University of Ghana Medical School",
      hospitalAffiliation: "Korle Bu Teaching Hospital",
      bio: "General practitioner in Accra.",
      consultationFeePesewas: 15000,
      location: "Korle Bu Teaching Hospital",
      city: "Accra",
      region: "Greater Accra",
      address: "Guggisberg Avenue, Korle Bu, Accra",
      phone: "+233241234567",
      email: `provider${user.id}@example.com.gh`,
      workingHours,
      services: JSON.stringify(["Consultation", "Check-ups"]),
      languages: JSON.stringify(["English", "Twi"]),
      averageRating: 4.5,
      reviewCount: 10,
      isVerified: true,
      // Verified for this year, so bookable (docs/product-rules.md#licences-and-nhis); tests of a provider without a checked licence say so.
      licenceVerifiedFor: new Date().getUTCFullYear(),
      latitude: 5.5365,
      longitude: -0.2276,
      ...overrides,
    })
    .returning();
  return { provider: provider!, user };
}

/** A live session row for `userId`; returns the cookie header a browser would send. */
export async function signIn(userId: number, times: { now?: number; expiresAt?: number; lastSeenAt?: number } = {}) {
  const { now = Date.now(), expiresAt = now + 3_600_000, lastSeenAt = now } = times;
  const token = "A".repeat(20) + String(userId).padStart(23, "0");
  await db().insert(sessions).values({ id: await sha256Hex(token), userId, lastSeenAt, expiresAt });
  return `gh_session=${token}`;
}

export async function insertAppointment(overrides: Partial<typeof appointments.$inferInsert> & { patientId: number; providerId: number }) {
  const [appointment] = await db()
    .insert(appointments)
    .values({
      startsAt: Date.UTC(2030, 0, 7, 10, 30),
      patientName: "Ama Owusu",
      patientPhone: "+233241234567",
      patientEmail: "ama@example.com.gh",
      feePesewas: 15000,
      commissionPesewas: 1500,
      payoutPesewas: 13500,
      ...overrides,
    })
    .returning();
  return appointment!;
}

export const api = (path: string, init?: RequestInit) => {
  // Imported lazily so the fixtures module can be used from non-HTTP tests too.
  return import("cloudflare:workers").then(({ exports }) => exports.default.fetch(`http://127.0.0.1${path}`, init));
};

/** A same-origin JSON POST/PUT as the browser app sends it. */
export function sendJson(path: string, body: unknown, { method = "POST", cookie }: { method?: string; cookie?: string } = {}) {
  return api(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The session cookie a response set, as the browser would send it back ("gh_session=…"), or null. */
export function sessionCookieFrom(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("gh_session="));
  const value = header?.split(";")[0];
  return value && value !== "gh_session=" ? value : null;
}

/** Messages the development adapters "sent" to an address, newest first. */
export async function outboxFor(address: string) {
  const response = await api(`/api/dev/outbox?to=${encodeURIComponent(address)}`);
  return (await response.json()) as { channel: string; recipient: string; subject: string | null; body: string }[];
}

/** The 6-digit code in the newest message to an address. */
export async function latestCode(address: string): Promise<string> {
  const [message] = await outboxFor(address);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${address}`);
  return code;
}

/** Moves an address's send counter back in time, as if `ms` had passed since the last code. */
export async function letTimePassForSends(key: string, ms: number) {
  await env.DB.prepare("UPDATE rate_limits SET last_event_at = last_event_at - ?, window_started_at = window_started_at - ? WHERE key = ?").bind(ms, ms, key).run();
}

/** The next date (at least tomorrow) falling on `weekday` (0 = Sunday), "YYYY-MM-DD" in Ghana time. */
export function upcoming(weekday: number, now = Date.now()): string {
  const day = new Date(now + 24 * 3_600_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** What the booking dialog posts for a slot, with a fee the server must ignore. */
export function bookingBody(providerId: number, date: string, time: string, overrides: Record<string, unknown> = {}) {
  return {
    providerId,
    appointmentDate: `${date}T${time}:00.000Z`,
    reason: "Persistent cough",
    patientName: "Ama Owusu",
    patientPhone: "024 123 4567",
    patientEmail: "ama@example.com.gh",
    fee: "1.00",
    paymentStatus: "completed",
    ...overrides,
  };
}

/** A signed-in, verified patient and the cookie their browser sends. */
export async function signedInPatient(overrides: Partial<typeof users.$inferInsert> = {}) {
  const patient = await insertUser(overrides);
  return { patient, cookie: await signIn(patient.id) };
}

/** A valid PATCH /api/providers/edit-profile body (the spec's self-edit form), for tests to vary. */
export function selfEditBody(overrides: Partial<ProviderSelfEditInput> = {}): ProviderSelfEditInput {
  return {
    phone: "024 555 1234",
    location: "Ridge Family Clinic",
    bio: "General practitioner caring for families in Accra for over fifteen years, with a focus on children.",
    consultationFee: "200.50",
    experience: 15,
    education: "MB ChB, University of Ghana Medical School",
    hospitalAffiliation: "Ridge Hospital",
    services: "Consultation, Child health, Vaccinations",
    languages: "English, Twi, Ga",
    workingHours: { monday: "9:00 AM - 5:00 PM" },
    ...overrides,
  };
}

/** What the provider sign-up wizard sends once its three steps pass (confirmPassword never leaves the browser). */
export function providerWizardBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Dr",
    firstName: "Abena",
    lastName: "Asante",
    email: "abena.asante@example.com.gh",
    password: "Okomfo#Anokye25",
    phone: "024 123 4567",
    specialty: "cardiology",
    regulator: "mdc",
    licenseNumber: "MDC/RN/20417",
    yearsExperience: 8,
    education: "MB ChB, Kwame Nkrumah University of Science and Technology",
    hospitalAffiliation: "Komfo Anokye Teaching Hospital",
    bio: "Cardiologist caring for patients across the Ashanti Region.",
    consultationFee: "200",
    location: "Komfo Anokye Teaching Hospital",
    city: "Kumasi",
    region: "Ashanti",
    address: "Okomfo Anokye Road, Bantama, Kumasi",
    website: "https://heart.example.com.gh",
    services: "Consultation, ECG, Echocardiography",
    languages: ["English", "Twi"],
    terms: true,
    ...overrides,
  };
}
