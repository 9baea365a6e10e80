import { eq } from "drizzle-orm";
import type { ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { describe, expect, it } from "vitest";
import { api, bookingBody, db, insertAppointment, insertProvider, insertUser, outboxFor, sendJson, signIn, upcoming } from "../../../test/fixtures.ts";
import { applyProviderAction } from "../../db/provider-practice.ts";
import { appointments } from "../../db/schema.ts";

const MONDAY = 1;
const HOUR = 3_600_000;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const change = (cookie: string, id: number, body: unknown) => sendJson(`/api/providers/appointments/${id}`, body, { method: "PATCH", cookie });
const statusOf = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

const REFUSALS: Record<ProviderAppointmentAction, string> = {
  confirmed: "Only paid appointments awaiting confirmation can be confirmed.",
  completed: "Only confirmed appointments that have started can be marked completed.",
  cancelled: "Only upcoming appointments that are awaiting confirmation or confirmed can be cancelled.",
  "no-show": "Only confirmed appointments whose time has passed can be marked as a no-show.",
};
const bodyFor = (action: ProviderAppointmentAction) => (action === "cancelled" ? { status: action, reason: "The doctor is unwell" } : { status: action });

/** Dr Kwame Mensah, a patient (phone verified unless told otherwise) and the provider's cookie. */
async function practice({ phoneVerified = true } = {}) {
  const { provider, user } = await insertProvider();
  const patient = await insertUser({ firstName: "Ama", lastName: "Owusu", email: "ama@example.com.gh", phone: "+233201234567", phoneVerified });
  const visit = (overrides: Partial<Parameters<typeof insertAppointment>[0]> = {}) =>
    insertAppointment({ providerId: provider.id, patientId: patient.id, startsAt: Date.now() + 48 * HOUR, status: "pending", paymentStatus: "completed", transactionId: "apt_1_1", ...overrides });
  return { provider, patient, visit, cookie: await signIn(user.id) };
}

describe("PATCH /api/providers/appointments/:id: the transitions the provider may make", () => {
  it("confirms a paid appointment awaiting confirmation and tells the patient by e-mail and SMS", async () => {
    const { visit, cookie } = await practice();
    const appointment = await visit({ startsAt: Date.UTC(2031, 0, 6, 10, 30), reason: "Persistent cough" });
    const response = await change(cookie, appointment.id, { status: "confirmed" });
    expect(response.status).toBe(200);
    expect((await response.json()) as ProviderAppointment).toMatchObject({
      id: appointment.id,
      status: "confirmed",
      paymentStatus: "completed",
      date: "2031-01-06",
      time: "10:30",
      reason: "Persistent cough",
      fee: "150.00",
      payout: "135.00",
    });
    expect(await statusOf(appointment.id)).toBe("confirmed");

    const [email] = await outboxFor("ama@example.com.gh");
    expect(email).toMatchObject({ channel: "email", subject: "Confirmed: your appointment with Dr. Kwame Mensah" });
    expect(email!.body).toContain("Monday, 6 January 2031 at 10:30 AM");
    const [sms] = await outboxFor("+233201234567");
    expect(sms).toMatchObject({ channel: "sms" });
    expect(sms!.body).toContain("confirmed your visit");

    // The patient's own list now says Confirmed.
    const mine = (await (await api("/api/appointments/my", { headers: { Cookie: await signIn(appointment.patientId) } })).json()) as { id: number; status: string }[];
    expect(mine.find((a) => a.id === appointment.id)?.status).toBe("confirmed");
  });

  it("sends no SMS to a patient whose phone is not verified", async () => {
    const { visit, cookie } = await practice({ phoneVerified: false });
    const appointment = await visit();
    expect((await change(cookie, appointment.id, { status: "confirmed" })).status).toBe(200);
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(1);
    expect(await outboxFor("+233201234567")).toHaveLength(0);
  });

  it("completes a confirmed visit once it has started, after which the patient can review it", async () => {
    const { provider, visit, cookie } = await practice();
    const appointment = await visit({ status: "confirmed", startsAt: Date.now() - HOUR });
    const response = await change(cookie, appointment.id, { status: "completed" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "completed" });

    const review = await sendJson(`/api/appointments/${appointment.id}/review`, { rating: 5, comment: "Thorough and kind." }, { cookie: await signIn(appointment.patientId) });
    expect(review.status).toBe(201);
    expect(await (await api(`/api/providers/${provider.id}/reviews`)).json()).toMatchObject({ total: 1, reviews: [{ comment: "Thorough and kind.", patientName: "Ama O." }] });
    // Completing tells the patient nothing new: only confirm and cancel do.
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(0);
  });

  it("marks a confirmed visit whose time has passed as a no-show", async () => {
    const { visit, cookie } = await practice();
    const appointment = await visit({ status: "confirmed", startsAt: Date.now() - 2 * HOUR });
    const response = await change(cookie, appointment.id, { status: "no-show" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "no-show" });
    expect(await statusOf(appointment.id)).toBe("no-show");
  });

  it("cancels an upcoming visit with a reason, frees the slot and tells the patient why", async () => {
    const { provider, visit, cookie } = await practice();
    const monday = upcoming(MONDAY);
    const pending = await visit({ startsAt: Date.parse(`${monday}T10:30:00Z`) });
    const confirmed = await visit({ status: "confirmed", startsAt: Date.parse(`${monday}T11:00:00Z`) });

    const response = await change(cookie, pending.id, { status: "cancelled", reason: "  The clinic is closed for repairs  " });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled", cancellationReason: "The clinic is closed for repairs" });
    expect((await change(cookie, confirmed.id, { status: "cancelled", reason: "The doctor is unwell" })).status).toBe(200);

    const [email] = await outboxFor("ama@example.com.gh");
    expect(email).toMatchObject({ subject: "Cancelled: your appointment with Dr. Kwame Mensah" });
    expect(email!.body).toContain("Reason: The doctor is unwell");
    const smses = await outboxFor("+233201234567");
    expect(smses.map((sms) => sms.body)).toEqual([expect.stringContaining("Reason: The doctor is unwell"), expect.stringContaining("Reason: The clinic is closed for repairs")]);

    // Another patient can now book the freed 10:30.
    const other = await insertUser({ email: "kofi@example.com.gh" });
    const booked = await sendJson("/api/appointments", bookingBody(provider.id, monday, "10:30"), { cookie: await signIn(other.id) });
    expect(booked.status).toBe(201);
  });
});

describe("PATCH /api/providers/appointments/:id: what the lifecycle refuses", () => {
  it("refuses to confirm an unpaid booking", async () => {
    const { visit, cookie } = await practice();
    const unpaid = await visit({ paymentStatus: "pending", holdExpiresAt: Date.now() + 600_000 });
    const response = await change(cookie, unpaid.id, { status: "confirmed" });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({ code: "conflict", message: REFUSALS.confirmed });
    expect(await statusOf(unpaid.id)).toBe("pending");
  });

  it("refuses to complete a visit before it starts, a no-show for a visit never confirmed, and cancelling one that has started", async () => {
    const { visit, cookie } = await practice();
    const tomorrow = await visit({ status: "confirmed" });
    const lastHourPending = await visit({ status: "pending", startsAt: Date.now() - HOUR });
    const started = await visit({ status: "confirmed", startsAt: Date.now() - 2 * HOUR });
    const cases: [number, ProviderAppointmentAction][] = [
      [tomorrow.id, "completed"],
      [tomorrow.id, "no-show"],
      [lastHourPending.id, "no-show"],
      [lastHourPending.id, "completed"],
      [lastHourPending.id, "cancelled"],
      [started.id, "cancelled"],
      [started.id, "confirmed"],
    ];
    for (const [id, action] of cases) {
      const response = await change(cookie, id, bodyFor(action));
      expect(response.status, `${id} ${action}`).toBe(409);
      expect((await errorOf(response)).message).toBe(REFUSALS[action]);
    }
    expect([await statusOf(tomorrow.id), await statusOf(lastHourPending.id), await statusOf(started.id)]).toEqual(["confirmed", "pending", "confirmed"]);
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(0);
  });

  it("treats completed, cancelled and no-show as final", async () => {
    const { visit, cookie } = await practice();
    const finals = [
      await visit({ status: "completed", startsAt: Date.now() - 3 * HOUR }),
      await visit({ status: "cancelled", startsAt: Date.now() + 3 * HOUR }),
      await visit({ status: "no-show", startsAt: Date.now() - 5 * HOUR }),
    ];
    for (const appointment of finals) {
      for (const action of ["confirmed", "completed", "cancelled", "no-show"] as const) {
        const response = await change(cookie, appointment.id, bodyFor(action));
        expect(response.status, `${appointment.status} -> ${action}`).toBe(409);
        expect(await statusOf(appointment.id)).toBe(appointment.status);
      }
    }
  });

  it("needs a reason to cancel and a known status (400), and changes nothing", async () => {
    const { visit, cookie } = await practice();
    const appointment = await visit();
    const noReason = await change(cookie, appointment.id, { status: "cancelled" });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fields).toEqual({ reason: "Tell the patient why the appointment is cancelled" });
    const blank = await change(cookie, appointment.id, { status: "cancelled", reason: "   " });
    expect((await errorOf(blank)).fields).toEqual({ reason: "Tell the patient why the appointment is cancelled" });
    const unknown = await change(cookie, appointment.id, { status: "pending" });
    expect((await errorOf(unknown)).fields).toEqual({ status: "status must be confirmed, completed, cancelled or no-show" });
    expect((await change(cookie, appointment.id, "{not json")).status).toBe(400);
    expect((await change(cookie, 0, { status: "confirmed" })).status).toBe(400);
    expect(await statusOf(appointment.id)).toBe("pending");
  });

  it("answers 404 for another provider's appointment, exactly as for a missing one", async () => {
    const { visit } = await practice();
    const appointment = await visit();
    const { user: otherDoctor } = await insertProvider({}, { firstName: "Efua", lastName: "Asante" });
    const cookie = await signIn(otherDoctor.id);
    const theirs = await change(cookie, appointment.id, { status: "confirmed" });
    const missing = await change(cookie, 999_999, { status: "confirmed" });
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toEqual(await errorOf(missing));
    expect(await statusOf(appointment.id)).toBe("pending");
  });

  it("lets only a signed-in provider change appointments", async () => {
    const { visit, patient } = await practice();
    const appointment = await visit();
    expect((await change("", appointment.id, { status: "confirmed" })).status).toBe(401);
    expect((await change(await signIn(patient.id), appointment.id, { status: "confirmed" })).status).toBe(403);
    expect(await statusOf(appointment.id)).toBe("pending");
  });

  it("confirms once when the provider presses Confirm twice at the same moment", async () => {
    const { visit, cookie } = await practice();
    const appointment = await visit();
    const answers = await Promise.all([change(cookie, appointment.id, { status: "confirmed" }), change(cookie, appointment.id, { status: "confirmed" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await statusOf(appointment.id)).toBe("confirmed");
    // Only the change that applied told the patient.
    expect(await outboxFor("ama@example.com.gh")).toHaveLength(1);
  });

  it("writes a change only over the status it was decided on, so a change that raced it cannot be overwritten", async () => {
    const { visit } = await practice();
    const appointment = await visit();
    // Another request confirmed it after this one read it as pending.
    expect(await applyProviderAction(db(), appointment, "confirmed", undefined, Date.now())).toMatchObject({ status: "confirmed" });
    expect(await applyProviderAction(db(), appointment, "cancelled", "Read while still pending", Date.now())).toBeNull();
    expect(await statusOf(appointment.id)).toBe("confirmed");
  });
});
