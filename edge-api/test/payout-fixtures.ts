/** Payout tests' world: providers with earned visits and payout details, Paystack's fake, the ledger. */
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { inject } from "vitest";
import { createApp } from "../src/app.ts";
import { hashPassword } from "../src/auth/password.ts";
import { ledgerEntries, payoutItems, payouts, providers, users } from "../src/db/schema.ts";
import type { PayoutBindings } from "../src/payments/gateways.ts";
import { FAKE_KEYS, type FakePaystackTransfer } from "./fake-providers.ts";
import { db, insertAppointment, insertProvider, insertUser, signIn } from "./fixtures.ts";

export const fakeUrl = inject("fakeProvidersUrl");
/** The Worker's bindings as a deployment with a Paystack key has them, pointed at the local fake. */
export const paystackEnv: PayoutBindings = { ...(env as unknown as PayoutBindings), PAYSTACK_SECRET_KEY: FAKE_KEYS.paystack, PAYSTACK_API_URL: fakeUrl };
/** Development without keys: the sandbox pays at once. */
export const sandboxEnv = env as unknown as PayoutBindings;

const app = createApp();

/** A same-origin request to the API under the given bindings (Paystack's fake, or the sandbox). */
export function request(bindings: PayoutBindings, path: string, { method = "GET", cookie, body }: { method?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return app.request(`http://127.0.0.1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, bindings);
}

/** The providers' password here: payout details change only with it. */
export const PROVIDER_PASSWORD = "Provider#2025";
let providerPasswordHash: string | undefined;

/** Gives a provider's account PROVIDER_PASSWORD (fixtures' users have none). */
async function givePassword(where: ReturnType<typeof eq>) {
  providerPasswordHash ??= await hashPassword(PROVIDER_PASSWORD);
  await db().update(users).set({ passwordHash: providerPasswordHash }).where(where);
}

let visit = 0;
/** A provider (signed in, with PROVIDER_PASSWORD) and a patient; `earned(n)` gives them n completed, paid visits of ₵150 (₵135 theirs). */
export async function providerWithVisits(names = { firstName: "Kwame", lastName: "Mensah" }) {
  const { provider, user } = await insertProvider({}, names);
  await givePassword(eq(users.id, user.id));
  const patient = await insertUser();
  const cookie = await signIn(user.id);
  const book = (overrides: Partial<Parameters<typeof insertAppointment>[0]> = {}) =>
    insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2026, 10, 2, 8) + ++visit * 1_800_000, status: "completed", paymentStatus: "completed", transactionId: `apt_paid_${visit}`, ...overrides });
  const earned = async (count: number) => Promise.all(Array.from({ length: count }, () => book()));
  return { provider, user, patient, cookie, book, earned };
}

/** Saves mobile money payout details through the API; returns the recipient code stored. */
export async function addMobileMoney(bindings: PayoutBindings, { cookie, providerId }: { cookie: string; providerId: number }, phone = "024 123 4567", network = "mtn") {
  await givePassword(inArray(users.id, db().select({ id: providers.userId }).from(providers).where(eq(providers.id, providerId))));
  const response = await request(bindings, "/api/provider/settings/payout-details", { method: "PUT", cookie, body: { method: "mobile_money", network, phone, accountName: "Kwame Mensah", currentPassword: PROVIDER_PASSWORD } });
  if (response.status !== 200) throw new Error(`payout details not saved: ${response.status} ${await response.text()}`);
  return recipientOf(providerId);
}

/** The recipient code of a provider's saved payout details. */
export async function recipientOf(providerId: number) {
  const row = await env.DB.prepare("SELECT recipient_code FROM payout_details WHERE provider_id = ?").bind(providerId).first<{ recipient_code: string }>();
  return row!.recipient_code;
}

/** Says how Paystack's fake answers transfers to a recipient. */
export async function paystackWill(recipientCode: string, behaviour: { status?: FakePaystackTransfer["status"]; refuse?: string }) {
  await fetch(`${fakeUrl}/__paystack/transfer-behaviour`, { method: "POST", body: JSON.stringify({ recipient_code: recipientCode, ...behaviour }) });
}

/** The transfers Paystack's fake has made to a recipient. */
export async function transfersTo(recipientCode: string): Promise<FakePaystackTransfer[]> {
  return (await fetch(`${fakeUrl}/__paystack/transfers?recipient=${encodeURIComponent(recipientCode)}`)).json();
}

/** Moves a transfer on at the fake, as Paystack finishing it would. */
export async function paystackMoves(reference: string, status: FakePaystackTransfer["status"]) {
  await fetch(`${fakeUrl}/__paystack/transfers/${encodeURIComponent(reference)}`, { method: "POST", body: JSON.stringify({ status }) });
}

export const payoutsOf = (providerId: number) => db().select().from(payouts).where(eq(payouts.providerId, providerId)).orderBy(payouts.id);
export const itemsOf = (payoutId: number) => db().select().from(payoutItems).where(eq(payoutItems.payoutId, payoutId)).orderBy(payoutItems.appointmentId);
export const ledgerOf = (appointmentId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.appointmentId, appointmentId)).orderBy(ledgerEntries.id);

/** What the ledger says is still owed, and paid, for an appointment. */
export async function owedAndPaid(appointmentId: number) {
  const rows = await ledgerOf(appointmentId);
  return { owed: rows.reduce((sum, row) => sum + row.payoutOwedPesewas, 0), paid: rows.reduce((sum, row) => sum + row.payoutPaidPesewas, 0) };
}
