/**
 * The accounts and objects the fuzz asks about: a patient with a paid booking at a provider, a second
 * provider, an administrator, the first provider's day off and a stored profile image. Rebuilt from
 * empty tables whenever an accepted change may have altered it (a sign-out, an erased account), so
 * every request meets the same world.
 */
import { env } from "cloudflare:workers";
import { hashPassword } from "../../src/auth/password.ts";
import { timeOff } from "../../src/db/schema.ts";
import { db, insertAppointment, insertProvider, insertUser, signIn, upcoming } from "../fixtures.ts";

export const PASSWORD = "Akwaaba#2030";
export const PRINCIPALS = ["anonymous", "patient", "provider", "admin"] as const;
export type Principal = (typeof PRINCIPALS)[number];

/** Everything the tests write (setup.ts's list, plus the idempotency keys); reference data stays. */
const DATA_TABLES = ["idempotency_keys", "call_entries", "audit_log", "revenue_months", "time_off", "reviews", "payments", "appointments", "sessions", "providers", "users", "outbox", "rate_limits"];

export interface World {
  cookies: Record<Principal, string | undefined>;
  patientEmail: string;
  providerEmail: string;
  /** Ids of existing objects of every kind: a path id is drawn from these (any kind, any route). */
  ids: string[];
  appointmentId: number;
  providerId: number;
  imageKey: string;
}

let passwordHash: string | undefined;

export async function buildWorld(): Promise<World> {
  await env.DB.batch(DATA_TABLES.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  passwordHash ??= await hashPassword(PASSWORD);
  const patient = await insertUser({ firstName: "Ama", lastName: "Owusu", passwordHash });
  const x = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
  const y = await insertProvider({}, { firstName: "Efua", lastName: "Sarpong" });
  const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin", passwordHash });
  const appointment = await insertAppointment({ patientId: patient.id, providerId: x.provider.id, status: "pending", paymentStatus: "completed", transactionId: "apt_fuzz" });
  const day = upcoming(1, Date.now() + 30 * 86_400_000);
  const [dayOff] = await db().insert(timeOff).values({ providerId: x.provider.id, startsOn: day, endsOn: day, reason: "Conference" }).returning();
  const imageKey = "fuzz-portrait.png";
  await env.IMAGES.put(imageKey, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: "image/png" } });
  const ids = [patient.id, x.user.id, y.user.id, admin.id, x.provider.id, y.provider.id, appointment.id, dayOff!.id].map(String);
  return {
    cookies: { anonymous: undefined, patient: await signIn(patient.id), provider: await signIn(x.user.id), admin: await signIn(admin.id) },
    patientEmail: patient.email,
    providerEmail: x.user.email,
    ids: [...new Set(ids)],
    appointmentId: appointment.id,
    providerId: x.provider.id,
    imageKey,
  };
}
