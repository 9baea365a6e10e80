/**
 * The authorization matrix (docs/product-rules.md#roles-and-ownership): every route of the API, read from the Hono app's
 * own route list, × who asks (a visitor, patients A and B, providers X and Y, an administrator), with
 * the class of answer each must get. Object-level rows act on A's appointment (with X) and X's own
 * profile and time off, so B never touches A's booking and Y never touches X's practice.
 *
 * Every cell runs against a world of its own (fresh accounts, sessions and objects), so a cell that
 * cancels, deletes or signs out cannot change what the next one sees. Bodies are minimal but valid,
 * so an answer measures who asked, not what they sent. A route added to the app without a row here
 * fails the first test.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { codeDelivery, LOGIN_CHALLENGE_MS } from "../src/auth/code-delivery.ts";
import { hashPassword } from "../src/auth/password.ts";
import { createApp } from "../src/app.ts";
import { recordSandboxCharge } from "../src/payments/sandbox.ts";
import { appointments, refunds, timeOff, users } from "../src/db/schema.ts";
import { api, bookingBody, db, insertAppointment, insertProvider, insertUser, providerWizardBody, selfEditBody, signIn, upcoming } from "./fixtures.ts";
import { sandboxCharges } from "../src/payments/sandbox-charge.ts";
import { insertLicence, licenceForm, PDF } from "../src/licences/testing/licence-fixtures.ts";

const PRINCIPALS = ["anonymous", "patientA", "patientB", "providerX", "providerY", "admin"] as const;
type Principal = (typeof PRINCIPALS)[number];

/**
 * The class of answer. "400" is used only where the asker is allowed but a well-formed request still
 * cannot succeed for them; no row needs it today. "3xx" is GET /api/logout's redirect home.
 */
type Answer = "2xx" | "3xx" | "400" | "401" | "403" | "404";
type Expected = Record<Principal, Answer>;

const PASSWORD = "Akwaaba#2030";
const NEW_PASSWORD = "Medaase#2031";
const MONDAY = 1;

/** Everyone the matrix asks as, and the objects the object-level rows act on. */
interface World {
  patientA: typeof users.$inferSelect;
  patientB: typeof users.$inferSelect;
  providerX: Awaited<ReturnType<typeof insertProvider>>;
  providerY: Awaited<ReturnType<typeof insertProvider>>;
  admin: typeof users.$inferSelect;
  /** A's paid booking with X, awaiting X's confirmation. */
  appointmentAX: typeof appointments.$inferSelect;
  /** X's day off, next month. */
  timeOffX: typeof timeOff.$inferSelect;
  cookies: Record<Principal, string | undefined>;
}

let passwordHash: string;
async function knownPasswordHash() {
  passwordHash ??= await hashPassword(PASSWORD);
  return passwordHash;
}

async function buildWorld(): Promise<World> {
  const hash = await knownPasswordHash();
  const patientA = await insertUser({ firstName: "Ama", lastName: "Owusu", passwordHash: hash });
  const patientB = await insertUser({ firstName: "Kofi", lastName: "Boateng", passwordHash: hash });
  const providerX = await insertProvider({}, { firstName: "Kwame", lastName: "Mensah" });
  const providerY = await insertProvider({}, { firstName: "Efua", lastName: "Sarpong" });
  for (const { user } of [providerX, providerY]) await db().update(users).set({ passwordHash: hash }).where(eq(users.id, user.id));
  const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin", passwordHash: hash });
  const appointmentAX = await insertAppointment({ patientId: patientA.id, providerId: providerX.provider.id, status: "pending", paymentStatus: "completed", transactionId: "apt_matrix" });
  const nextMonth = upcoming(MONDAY, Date.now() + 30 * 86_400_000);
  const [timeOffX] = await db().insert(timeOff).values({ providerId: providerX.provider.id, startsOn: nextMonth, endsOn: nextMonth, reason: "Conference" }).returning();
  return {
    patientA,
    patientB,
    providerX,
    providerY,
    admin,
    appointmentAX,
    timeOffX: timeOffX!,
    cookies: {
      anonymous: undefined,
      patientA: await signIn(patientA.id),
      patientB: await signIn(patientB.id),
      providerX: await signIn(providerX.user.id),
      providerY: await signIn(providerY.user.id),
      admin: await signIn(admin.id),
    },
  };
}

/** The signed-in account of a principal (null for the visitor). */
function accountOf(world: World, principal: Principal) {
  const accounts = { anonymous: null, patientA: world.patientA, patientB: world.patientB, providerX: world.providerX.user, providerY: world.providerY.user, admin: world.admin };
  return accounts[principal];
}

interface Call {
  path: string;
  /** JSON, or a multipart form (the licence upload) sent as the browser sends it. */
  body?: unknown;
}

interface Row {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As the app registers it (app.routes). */
  route: string;
  /** A second way to use the same route (e.g. reschedule as well as cancel); each is its own row. */
  variant?: string;
  /** The request, after any setup the cell needs (a code issued, a charge recorded). */
  call: (world: World, principal: Principal) => Call | Promise<Call>;
  expected: Expected;
}

const every = (answer: Answer): Expected => ({ anonymous: answer, patientA: answer, patientB: answer, providerX: answer, providerY: answer, admin: answer });
/** Any signed-in user, on their own account. */
const signedIn: Expected = { ...every("2xx"), anonymous: "401" };
/** A provider on their own practice (no id in the path: Y can only ever reach Y's own). */
const ownPractice: Expected = { anonymous: "401", patientA: "403", patientB: "403", providerX: "2xx", providerY: "2xx", admin: "403" };
/** A patient on their own account (no id in the path: B can only ever reach B's own). */
const patientsOwn: Expected = { anonymous: "401", patientA: "2xx", patientB: "2xx", providerX: "403", providerY: "403", admin: "403" };
const adminOnly: Expected = { anonymous: "401", patientA: "403", patientB: "403", providerX: "403", providerY: "403", admin: "2xx" };
/** A's appointment through a patient route: anyone else signed in gets the answer of a missing one. */
const patientAOwn: Expected = { anonymous: "401", patientA: "2xx", patientB: "404", providerX: "404", providerY: "404", admin: "404" };
/** X's practice object by id: Y gets the answer of a missing one, non-providers are refused. */
const providerXOwn: Expected = { anonymous: "401", patientA: "403", patientB: "403", providerX: "2xx", providerY: "404", admin: "403" };

let unique = 0;
const freshEmail = (what: string) => `${what}${++unique}.${Date.now()}@example.com.gh`;
const ADMIN_PAGE = "?page=1&pageSize=5&sort=id&order=asc";

const ROWS: Row[] = [
  // Public reads.
  { method: "GET", route: "/api/health", call: () => ({ path: "/api/health" }), expected: every("2xx") },
  { method: "GET", route: "/api/specialties", call: () => ({ path: "/api/specialties" }), expected: every("2xx") },
  // The API's own description (docs/architecture.md#api-hono-on-workers): public like the reads it describes.
  { method: "GET", route: "/api/openapi.json", call: () => ({ path: "/api/openapi.json" }), expected: every("2xx") },
  { method: "GET", route: "/api/docs", call: () => ({ path: "/api/docs" }), expected: every("2xx") },
  { method: "GET", route: "/api/providers/featured", call: () => ({ path: "/api/providers/featured" }), expected: every("2xx") },
  { method: "GET", route: "/api/providers/search", call: () => ({ path: "/api/providers/search?location=Accra" }), expected: every("2xx") },
  { method: "GET", route: "/api/providers/by-user/:id", call: (w) => ({ path: `/api/providers/by-user/${w.providerX.user.id}` }), expected: every("2xx") },
  { method: "GET", route: "/api/providers/:id", call: (w) => ({ path: `/api/providers/${w.providerX.provider.id}` }), expected: every("2xx") },
  { method: "GET", route: "/api/providers/:id/reviews", call: (w) => ({ path: `/api/providers/${w.providerX.provider.id}/reviews` }), expected: every("2xx") },
  { method: "GET", route: "/api/providers/:id/availability", call: (w) => ({ path: `/api/providers/${w.providerX.provider.id}/availability?date=${upcoming(MONDAY)}` }), expected: every("2xx") },
  {
    method: "GET",
    route: "/api/images/:key",
    call: async () => {
      const key = `${crypto.randomUUID()}.png`;
      await env.IMAGES.put(key, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: "image/png" } });
      return { path: `/api/images/${key}` };
    },
    expected: every("2xx"),
  },
  { method: "GET", route: "/api/payments/config", call: () => ({ path: "/api/payments/config" }), expected: every("2xx") },

  // Accounts: open to everyone (a signed-in browser may sign up, sign in or recover another account).
  { method: "POST", route: "/api/register", call: () => ({ path: "/api/register", body: { email: freshEmail("new"), password: PASSWORD, firstName: "Esi", lastName: "Appiah", role: "patient" } }), expected: every("2xx") },
  {
    method: "POST",
    route: "/api/login",
    call: async () => {
      const someone = await insertUser({ passwordHash: await knownPasswordHash() });
      return { path: "/api/login", body: { email: someone.email, password: PASSWORD } };
    },
    expected: every("2xx"),
  },
  { method: "POST", route: "/api/logout", call: () => ({ path: "/api/logout", body: {} }), expected: every("2xx") },
  { method: "GET", route: "/api/logout", call: () => ({ path: "/api/logout" }), expected: every("3xx") },
  {
    method: "POST",
    route: "/api/verify-email",
    call: async () => {
      const unverified = await insertUser({ emailVerified: false });
      const code = await codeDelivery(env, db()).emailVerification(unverified.email);
      return { path: "/api/verify-email", body: { email: unverified.email, code } };
    },
    expected: every("2xx"),
  },
  { method: "POST", route: "/api/resend-verification", call: () => ({ path: "/api/resend-verification", body: { email: freshEmail("resend") } }), expected: every("2xx") },
  { method: "POST", route: "/api/password/forgot", call: (w) => ({ path: "/api/password/forgot", body: { email: w.patientA.email } }), expected: every("2xx") },
  {
    method: "POST",
    route: "/api/password/reset",
    call: async () => {
      const forgetful = await insertUser();
      const code = await codeDelivery(env, db()).passwordReset(forgetful.email, null);
      return { path: "/api/password/reset", body: { email: forgetful.email, code, password: NEW_PASSWORD } };
    },
    expected: every("2xx"),
  },
  { method: "POST", route: "/api/provider/send-verification", call: () => ({ path: "/api/provider/send-verification", body: { email: freshEmail("wizard"), mode: "signup" } }), expected: every("2xx") },
  {
    method: "POST",
    route: "/api/provider/verify-login",
    call: async () => {
      const { user } = await insertProvider();
      const code = await codeDelivery(env, db()).providerLogin(user.email, Date.now() + LOGIN_CHALLENGE_MS, { afterPassword: true });
      return { path: "/api/provider/verify-login", body: { email: user.email, code } };
    },
    expected: every("2xx"),
  },
  {
    method: "POST",
    route: "/api/provider/complete-registration",
    call: async () => {
      const email = freshEmail("abena");
      const code = await codeDelivery(env, db()).providerSignup(email);
      return { path: "/api/provider/complete-registration", body: registrationBody(email, code) };
    },
    expected: every("2xx"),
  },

  // The signed-in user's own account.
  { method: "GET", route: "/api/user", call: () => ({ path: "/api/user" }), expected: signedIn },
  { method: "POST", route: "/api/auth/send-verification", call: () => ({ path: "/api/auth/send-verification", body: { type: "email" } }), expected: signedIn },
  {
    method: "POST",
    route: "/api/auth/verify",
    call: async (w, principal) => {
      // A code for the asker's own address (the visitor has none and gets a made-up one).
      const account = accountOf(w, principal);
      const code = account ? await codeDelivery(env, db()).emailVerification(account.email) : "123456";
      return { path: "/api/auth/verify", body: { type: "email", code } };
    },
    expected: signedIn,
  },
  // The patient's data rights (docs/product-rules.md#data-rights): anyone signed in exports their own data and may sign
  // out everywhere; password change here and erasure are the patient's (providers and admins have
  // their own flows and get 403).
  { method: "GET", route: "/api/user/export", call: () => ({ path: "/api/user/export" }), expected: signedIn },
  { method: "POST", route: "/api/user/sign-out-everywhere", call: () => ({ path: "/api/user/sign-out-everywhere", body: {} }), expected: signedIn },
  // Anyone signed in keeps the language of their own account (there is no id to reach another's).
  { method: "PUT", route: "/api/account/language", call: () => ({ path: "/api/account/language", body: { language: "ak" } }), expected: signedIn },
  { method: "POST", route: "/api/user/password", call: () => ({ path: "/api/user/password", body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }), expected: patientsOwn },
  {
    method: "DELETE",
    route: "/api/user",
    call: async (w) => {
      // Erasure waits until upcoming paid visits are cancelled (and refunded): A's visit with X is, here.
      await db().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, w.appointmentAX.id));
      return { path: "/api/user", body: { password: PASSWORD } };
    },
    expected: patientsOwn,
  },
  {
    method: "PUT",
    route: "/api/users/:id",
    call: (w) => ({ path: `/api/users/${w.patientA.id}`, body: { firstName: "Ama", lastName: "Owusu-Ansah", email: w.patientA.email } }),
    expected: { anonymous: "401", patientA: "2xx", patientB: "403", providerX: "403", providerY: "403", admin: "403" },
  },

  // A patient's appointments: booking is for verified patients; each booking is its patient's alone.
  {
    method: "POST",
    route: "/api/appointments",
    call: (w) => ({ path: "/api/appointments", body: bookingBody(w.providerY.provider.id, upcoming(MONDAY), "10:30") }),
    expected: { anonymous: "401", patientA: "2xx", patientB: "2xx", providerX: "403", providerY: "403", admin: "403" },
  },
  // Providers and admins have no bookings of their own; the list is theirs and empty, never anyone else's.
  { method: "GET", route: "/api/appointments/my", call: () => ({ path: "/api/appointments/my" }), expected: signedIn },
  { method: "GET", route: "/api/appointments/my/:view", call: () => ({ path: "/api/appointments/my/upcoming" }), expected: signedIn },
  // B never cancels or moves A's booking.
  { method: "PUT", route: "/api/appointments/:id", variant: "cancel", call: (w) => ({ path: `/api/appointments/${w.appointmentAX.id}`, body: { status: "cancelled" } }), expected: patientAOwn },
  {
    method: "PUT",
    route: "/api/appointments/:id",
    variant: "reschedule",
    call: async (w) => {
      // A booking can move only while its unpaid hold lasts.
      const monday = upcoming(MONDAY);
      await db()
        .update(appointments)
        .set({ paymentStatus: "pending", transactionId: null, startsAt: Date.parse(`${monday}T10:30:00Z`), holdExpiresAt: Date.now() + 15 * 60_000 })
        .where(eq(appointments.id, w.appointmentAX.id));
      return { path: `/api/appointments/${w.appointmentAX.id}`, body: { appointmentDate: `${monday}T11:00:00.000Z` } };
    },
    expected: patientAOwn,
  },
  {
    method: "POST",
    route: "/api/appointments/:id/review",
    call: async (w) => {
      await db().update(appointments).set({ status: "completed", startsAt: Date.now() - 86_400_000 }).where(eq(appointments.id, w.appointmentAX.id));
      return { path: `/api/appointments/${w.appointmentAX.id}/review`, body: { rating: 5, comment: "Kind and thorough." } };
    },
    expected: patientAOwn,
  },
  // A's report of an NHIS charge on A's completed visit (docs/product-rules.md#licences-and-nhis); only administrators read the reports.
  {
    method: "POST",
    route: "/api/nhis-reports",
    call: async (w) => {
      await db().update(appointments).set({ status: "completed", startsAt: Date.now() - 86_400_000 }).where(eq(appointments.id, w.appointmentAX.id));
      return { path: "/api/nhis-reports", body: { appointmentId: w.appointmentAX.id, details: "I was asked to pay for the consultation although I showed my NHIS card." } };
    },
    expected: patientAOwn,
  },
  { method: "GET", route: "/api/nhis-reports", call: () => ({ path: "/api/nhis-reports" }), expected: adminOnly },
  // A remote visit's call: its patient and its provider join; anyone else finds nothing (docs/product-rules.md#remote-visits).
  {
    method: "POST",
    route: "/api/appointments/:id/join",
    call: async (w) => {
      // A's paid, confirmed audio visit with X, starting in five minutes: its join window is open.
      await db()
        .update(appointments)
        .set({ status: "confirmed", visitType: "audio", startsAt: Math.floor((Date.now() + 5 * 60_000) / 60_000) * 60_000 })
        .where(eq(appointments.id, w.appointmentAX.id));
      return { path: `/api/appointments/${w.appointmentAX.id}/join` };
    },
    expected: { anonymous: "401", patientA: "2xx", patientB: "404", providerX: "2xx", providerY: "404", admin: "404" },
  },
  {
    method: "POST",
    route: "/api/payments/verify",
    call: async (w) => {
      // A's booking held for payment, and the sandbox gateway's record of A's approved charge.
      await db().update(appointments).set({ paymentStatus: "pending", transactionId: null, holdExpiresAt: Date.now() + 15 * 60_000 }).where(eq(appointments.id, w.appointmentAX.id));
      const reference = `apt_${w.appointmentAX.id}_${Date.now()}`;
      await recordSandboxCharge(env.CODES, { reference, amountPesewas: w.appointmentAX.feePesewas, channel: "mtn", outcome: "success" });
      return { path: "/api/payments/verify", body: { reference, appointmentId: w.appointmentAX.id } };
    },
    expected: patientAOwn,
  },
  // The sandbox stands in for the customer's phone or card at the gateway, which no one guards by
  // booking (anyone may pay): it needs a session, and the verify above is where ownership counts.
  {
    method: "POST",
    route: "/api/payments/sandbox/charge",
    call: (w) => ({ path: "/api/payments/sandbox/charge", body: { reference: `apt_${w.appointmentAX.id}_${Date.now()}`, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" } }),
    expected: signedIn,
  },
  // Paystack's webhook proves itself by its signature, not a session; without a Paystack key (the
  // test environment) it does not exist. Its signature checks are in payments.test.ts.
  { method: "POST", route: "/api/payments/webhook", call: () => ({ path: "/api/payments/webhook", body: { event: "charge.success" } }), expected: every("404") },

  // The provider's own practice.
  { method: "GET", route: "/api/providers/dashboard", call: () => ({ path: "/api/providers/dashboard" }), expected: ownPractice },
  { method: "GET", route: "/api/providers/edit-profile", call: () => ({ path: "/api/providers/edit-profile" }), expected: ownPractice },
  { method: "PATCH", route: "/api/providers/edit-profile", call: () => ({ path: "/api/providers/edit-profile", body: selfEditBody() }), expected: ownPractice },
  { method: "DELETE", route: "/api/providers/profile", call: () => ({ path: "/api/providers/profile" }), expected: ownPractice },
  { method: "GET", route: "/api/providers/time-off", call: () => ({ path: "/api/providers/time-off" }), expected: ownPractice },
  { method: "POST", route: "/api/providers/time-off", call: () => ({ path: "/api/providers/time-off", body: { from: upcoming(MONDAY, Date.now() + 60 * 86_400_000), to: upcoming(MONDAY, Date.now() + 60 * 86_400_000) } }), expected: ownPractice },
  { method: "DELETE", route: "/api/providers/time-off/:id", call: (w) => ({ path: `/api/providers/time-off/${w.timeOffX.id}` }), expected: providerXOwn },
  // X confirms, completes or cancels A's booking; Y can do none of it.
  { method: "PATCH", route: "/api/providers/appointments/:id", variant: "confirm", call: (w) => ({ path: `/api/providers/appointments/${w.appointmentAX.id}`, body: { status: "confirmed" } }), expected: providerXOwn },
  {
    method: "PATCH",
    route: "/api/providers/appointments/:id",
    variant: "complete",
    call: async (w) => {
      await db().update(appointments).set({ status: "confirmed", startsAt: Date.now() - 3_600_000 }).where(eq(appointments.id, w.appointmentAX.id));
      return { path: `/api/providers/appointments/${w.appointmentAX.id}`, body: { status: "completed" } };
    },
    expected: providerXOwn,
  },
  {
    method: "PATCH",
    route: "/api/providers/appointments/:id",
    variant: "cancel",
    call: (w) => ({ path: `/api/providers/appointments/${w.appointmentAX.id}`, body: { status: "cancelled", reason: "The doctor is unwell" } }),
    expected: providerXOwn,
  },
  // X writes A a note after the completed visit; Y cannot.
  {
    method: "PUT",
    route: "/api/providers/appointments/:id/visit-note",
    call: async (w) => {
      await db().update(appointments).set({ status: "completed", startsAt: Date.now() - 3_600_000 }).where(eq(appointments.id, w.appointmentAX.id));
      return { path: `/api/providers/appointments/${w.appointmentAX.id}/visit-note`, body: { note: "Rest and drink plenty of water." } };
    },
    expected: providerXOwn,
  },
  { method: "POST", route: "/api/provider/settings/password", call: () => ({ path: "/api/provider/settings/password", body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }), expected: ownPractice },
  { method: "POST", route: "/api/provider/settings/sign-out-everywhere", call: () => ({ path: "/api/provider/settings/sign-out-everywhere", body: {} }), expected: ownPractice },
  // Payouts (docs/product-rules.md#payouts): each provider's own payout details and earnings (the sandbox makes the recipient here).
  { method: "GET", route: "/api/providers/earnings", call: () => ({ path: "/api/providers/earnings" }), expected: ownPractice },
  { method: "GET", route: "/api/provider/settings/payout-details", call: () => ({ path: "/api/provider/settings/payout-details" }), expected: ownPractice },
  {
    method: "PUT",
    route: "/api/provider/settings/payout-details",
    call: () => ({ path: "/api/provider/settings/payout-details", body: { method: "mobile_money", network: "mtn", phone: "024 123 4567", accountName: "Kwame Mensah", currentPassword: PASSWORD } }),
    expected: ownPractice,
  },
  // The provider's own licence (docs/product-rules.md#licences-and-nhis): each provider reads and uploads their own.
  { method: "GET", route: "/api/providers/licence", call: () => ({ path: "/api/providers/licence" }), expected: ownPractice },
  { method: "POST", route: "/api/providers/licence", call: () => ({ path: "/api/providers/licence", body: licenceForm(PDF) }), expected: ownPractice },
  // X's licence document: X and administrators; to anyone else signed in it does not exist.
  {
    method: "GET",
    route: "/api/licences/:id/document",
    call: async (w) => ({ path: `/api/licences/${(await insertLicence(w.providerX.provider.id)).id}/document` }),
    expected: { anonymous: "401", patientA: "404", patientB: "404", providerX: "2xx", providerY: "404", admin: "2xx" },
  },
  // The edit-by-id form: X's profile, for X or an administrator.
  {
    method: "PUT",
    route: "/api/providers/:id",
    call: (w) => ({ path: `/api/providers/${w.providerX.provider.id}`, body: { consultationFee: "175.00" } }),
    expected: { anonymous: "401", patientA: "403", patientB: "403", providerX: "2xx", providerY: "403", admin: "2xx" },
  },

  // The administrator's API.
  { method: "GET", route: "/api/admin/stats", call: () => ({ path: "/api/admin/stats" }), expected: adminOnly },
  ...(["users", "providers", "reviews", "appointments"] as const).flatMap((table): Row[] => [
    { method: "GET", route: `/api/admin/${table}`, call: () => ({ path: `/api/admin/${table}${ADMIN_PAGE}` }), expected: adminOnly },
    { method: "GET", route: `/api/admin/${table}.csv`, call: () => ({ path: `/api/admin/${table}.csv` }), expected: adminOnly },
  ]),
  { method: "PUT", route: "/api/admin/providers/:id", call: (w) => ({ path: `/api/admin/providers/${w.providerX.provider.id}`, body: { consultationFee: "175.00" } }), expected: adminOnly },
  { method: "GET", route: "/api/admin/providers/:id/deletion", call: (w) => ({ path: `/api/admin/providers/${w.providerX.provider.id}/deletion` }), expected: adminOnly },
  { method: "DELETE", route: "/api/admin/providers/:id", call: (w) => ({ path: `/api/admin/providers/${w.providerX.provider.id}` }), expected: adminOnly },
  { method: "GET", route: "/api/admin/revenue", call: () => ({ path: "/api/admin/revenue" }), expected: adminOnly },
  { method: "GET", route: "/api/admin/revenue.csv", call: () => ({ path: "/api/admin/revenue.csv" }), expected: adminOnly },
  { method: "GET", route: "/api/admin/audit", call: () => ({ path: "/api/admin/audit" }), expected: adminOnly },
  // The licence verification queue: X's upload waiting for review, approved for this year or rejected.
  { method: "GET", route: "/api/admin/licences", call: () => ({ path: "/api/admin/licences?status=pending" }), expected: adminOnly },
  {
    method: "POST",
    route: "/api/admin/licences/:id/approve",
    call: async (w) => ({ path: `/api/admin/licences/${(await insertLicence(w.providerX.provider.id)).id}/approve`, body: { year: new Date().getUTCFullYear() } }),
    expected: adminOnly,
  },
  {
    method: "POST",
    route: "/api/admin/licences/:id/reject",
    call: async (w) => ({ path: `/api/admin/licences/${(await insertLicence(w.providerX.provider.id)).id}/reject`, body: { reason: "The registration number cannot be read." } }),
    expected: adminOnly,
  },
  // Refunds (docs/product-rules.md#refunds): the list, a Retry of a failed refund, and refunding a cancelled paid visit.
  { method: "GET", route: "/api/admin/refunds", call: () => ({ path: "/api/admin/refunds?status=failed" }), expected: adminOnly },
  {
    method: "POST",
    route: "/api/admin/refunds/:id/retry",
    call: async (w) => {
      const now = Date.now();
      const paymentReference = `apt_matrix_${++unique}_${now}`;
      const [refund] = await db()
        .insert(refunds)
        .values({ reference: `rfd_${paymentReference}`, paymentReference, appointmentId: w.appointmentAX.id, providerId: w.providerX.provider.id, patientId: w.patientA.id, amountPesewas: 15000, commissionPesewas: 1500, payoutPesewas: 13500, reason: "provider_cancelled", status: "failed", failureReason: "Paystack: Transaction not found", createdAt: now, updatedAt: now })
        .returning();
      return { path: `/api/admin/refunds/${refund!.id}/retry`, body: {} };
    },
    expected: adminOnly,
  },
  {
    method: "POST",
    route: "/api/admin/appointments/:id/refund",
    call: async (w) => {
      // A's visit, cancelled late by A (no automatic refund), paid with a reference of its own.
      await db().update(appointments).set({ status: "cancelled", cancellationReason: "cancelled_by_patient", transactionId: `apt_matrix_${++unique}_${Date.now()}` }).where(eq(appointments.id, w.appointmentAX.id));
      return { path: `/api/admin/appointments/${w.appointmentAX.id}/refund`, body: {} };
    },
    expected: adminOnly,
  },

  // Development only: open in development and tests (ENVIRONMENT "test" here), 404 in production
  // (routes/dev/outbox.test.ts). It reads only what the development adapters "sent".
  // The USSD aggregators' callbacks: the callback key decides, never a session (routes/ussd/callback-guard.ts).
  {
    method: "POST",
    route: "/api/ussd/hubtel",
    call: () => ({ path: "/api/ussd/hubtel?key=dev-ussd-key", body: { Type: "Initiation", Message: "*713*20#", SessionId: `matrix-${++unique}`, Sequence: 1, Mobile: "233241234567", Operator: "mtn" } }),
    expected: every("2xx"),
  },
  { method: "POST", route: "/api/ussd/africastalking", call: () => ({ path: "/api/ussd/africastalking", body: {} }), expected: every("403") },

  { method: "GET", route: "/api/dev/outbox", call: (w) => ({ path: `/api/dev/outbox?to=${encodeURIComponent(w.patientA.email)}` }), expected: every("2xx") },
  // The phone simulator's MoMo prompts (routes/dev/momo-prompts.ts), open like the outbox: the sandbox's customer answers a prompt on their phone.
  { method: "GET", route: "/api/dev/momo-prompts", call: () => ({ path: "/api/dev/momo-prompts?phone=0241234567" }), expected: every("2xx") },
  { method: "POST", route: "/api/dev/momo-prompts/:reference/approve", call: async (w) => ({ path: `/api/dev/momo-prompts/${await waitingPrompt(w)}/approve` }), expected: every("2xx") },
  { method: "POST", route: "/api/dev/momo-prompts/:reference/decline", call: async (w) => ({ path: `/api/dev/momo-prompts/${await waitingPrompt(w)}/decline` }), expected: every("2xx") },
];

/** A sandbox MoMo prompt waiting on A's phone for A's booking with X (payments/sandbox-charge.ts). */
async function waitingPrompt(w: World): Promise<string> {
  const reference = `apt_${w.appointmentAX.id}_${Date.now()}${++unique}`;
  await sandboxCharges({ ...env, SANDBOX_CHARGE_DELAY_MS: "manual" }).charge({ reference, amountPesewas: w.appointmentAX.feePesewas, email: w.patientA.email, phone: "+233241234567", provider: "mtn" });
  return reference;
}

/** What the provider wizard sends once its steps pass, with the code e-mailed to `email`. */
function registrationBody(email: string, code: string) {
  return { code, ...providerWizardBody({ email, password: PASSWORD, licenseNumber: `MDC/RN/${70000 + unique}`, regulator: "mdc" }) };
}

function answerClass(status: number): string {
  if (status >= 200 && status < 300) return "2xx";
  if (status >= 300 && status < 400) return "3xx";
  return String(status);
}

async function ask(row: Row, principal: Principal): Promise<{ status: number; answer: string; detail: string }> {
  const world = await buildWorld();
  const { path, body } = await row.call(world, principal);
  const cookie = world.cookies[principal];
  const headers: Record<string, string> = { Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) };
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers["Content-Type"] = "application/json";
  const sent = body === undefined || form ? body : JSON.stringify(body);
  const response = await api(path, { method: row.method, headers, body: sent, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, answer: answerClass(response.status), detail: response.status >= 400 ? text.slice(0, 160) : "" };
}

const routeName = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const rowName = (row: Row) => `${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ""}`;
const mismatches: string[] = [];
let cellsAsked = 0;

describe("authorization matrix", () => {
  it("has exactly one row for every route and method the app serves", () => {
    // "ALL" entries are middleware (guards, headers, the dev-only switch), not endpoints.
    const served = new Set(createApp().routes.filter((r) => r.method !== "ALL").map(routeName));
    const listed = ROWS.map((row) => routeName({ method: row.method, path: row.route }));
    const names = ROWS.map(rowName);
    const duplicated = names.filter((name, index) => names.indexOf(name) !== index);
    expect({ withoutRow: [...served].filter((name) => !listed.includes(name)).sort(), rowWithoutRoute: listed.filter((name) => !served.has(name)), duplicated }).toEqual({
      withoutRow: [],
      rowWithoutRoute: [],
      duplicated: [],
    });
  });

  it.each(ROWS.map((row) => [rowName(row), row] as const))("%s", async (_name, row) => {
    const found: string[] = [];
    for (const principal of PRINCIPALS) {
      const { status, answer, detail } = await ask(row, principal);
      cellsAsked += 1;
      if (answer !== row.expected[principal]) found.push(`${rowName(row)} as ${principal}: expected ${row.expected[principal]}, got ${status} ${detail}`);
    }
    mismatches.push(...found);
    expect(found).toEqual([]);
  });

  afterAll(() => {
    const routes = new Set(ROWS.map((row) => `${row.method} ${row.route}`)).size;
    console.log(
      `authorization matrix: ${routes} routes (${ROWS.length} rows with variants) × ${PRINCIPALS.length} principals = ${ROWS.length * PRINCIPALS.length} cells, ${cellsAsked} asked, ${mismatches.length} mismatches`,
    );
    if (mismatches.length > 0) console.log(mismatches.join("\n"));
  });
});
