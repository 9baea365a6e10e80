/** Small factories that write real rows into the test D1; each test builds exactly what it asserts on. */
import { env } from "cloudflare:workers";
import { database } from "../src/db/client.ts";
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

export async function insertProvider(
  overrides: Partial<typeof providers.$inferInsert> = {},
  name: { firstName: string; lastName: string } = { firstName: "Kwame", lastName: "Mensah" },
) {
  const user = await insertUser({ ...name, role: "provider" });
  const [provider] = await db()
    .insert(providers)
    .values({
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
      workingHours: JSON.stringify({ monday: "8:00 AM - 5:00 PM", sunday: "Closed" }),
      services: JSON.stringify(["Consultation", "Check-ups"]),
      languages: JSON.stringify(["English", "Twi"]),
      averageRating: 4.5,
      reviewCount: 10,
      isVerified: true,
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
