/**
 * How each paid booking was made, on the provider's dashboard: a caller who booked and paid through the
 * USSD menu is marked "phone" with the number that dialled (and no stand-in e-mail address), a patient
 * who booked on the web is marked "web".
 */
import { env } from "cloudflare:workers";
import type { ProviderAppointment, ProviderDashboard } from "@gh/contracts/providers/options";
import { describe, expect, it } from "vitest";
import { api, bookingBody, db, insertProvider, sendJson, signedInPatient, signIn } from "../../../test/fixtures.ts";
import { bookingDesk } from "../../ussd/desk.ts";

/** A caller number of this run's own; its last digit 0 has the sandbox's prompt approved at once (payments/sandbox-charge.ts). */
function callerNumber() {
  const digits = String(Date.now()).slice(-7, -1);
  return { phone: `+23324${digits}0`, local: `024 ${digits.slice(0, 3)} ${digits.slice(3)}0` };
}

async function dashboardItems(cookie: string): Promise<ProviderAppointment[]> {
  const response = await api("/api/providers/dashboard", { headers: { Cookie: cookie } });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as ProviderDashboard).appointments.items;
}

describe("GET /api/providers/dashboard: bookings made by phone", () => {
  it("marks a booking made and paid by USSD as booked by phone, with the caller's number; a web booking as booked on the web", async () => {
    const { provider, user } = await insertProvider();
    const providerCookie = await signIn(user.id);
    const desk = bookingDesk({ env, db: db() });
    const now = Date.now();
    // A whole bookable day ahead (today may have one slot left, or none).
    const day = (await desk.bookableDays(provider.id, now, 2)).at(-1)!;
    const caller = callerNumber();
    const [phoneSlot, webSlot] = await desk.freeSlots(provider.id, day, now, caller.phone);

    // The caller holds a slot on the menu's Confirm screen and approves the mobile-money prompt.
    const held = await desk.hold({ phone: caller.phone, providerId: provider.id, startsAt: phoneSlot!.startsAt }, now);
    if (!held.held) throw new Error(`not held: ${held.reason}`);
    await desk.requestPayment({ appointmentId: held.appointmentId, momoPhone: caller.phone, network: "mtn" });

    // A web patient books the next slot in the booking dialog and pays in the sandbox checkout.
    const { cookie: patientCookie } = await signedInPatient({ firstName: "Ama", lastName: "Owusu" });
    const webTime = new Date(webSlot!.startsAt).toISOString().slice(11, 16);
    const booked = await sendJson("/api/appointments", bookingBody(provider.id, day, webTime), { cookie: patientCookie });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { id: webId, amountPesewas } = (await booked.json()) as { id: number; amountPesewas: number };
    const reference = `apt_${webId}_${Date.now()}`;
    const charged = await sendJson("/api/payments/sandbox/charge", { reference, amountPesewas, channel: "mtn", phone: "024 123 4567", outcome: "success" }, { cookie: patientCookie });
    expect(charged.status).toBe(200);
    expect((await sendJson("/api/payments/verify", { reference, appointmentId: webId }, { cookie: patientCookie })).status).toBe(200);

    const items = await dashboardItems(providerCookie);
    const byPhone = items.find((item) => item.id === held.appointmentId);
    const onTheWeb = items.find((item) => item.id === webId);
    // A phone-only patient has no name: the dashboard's heading is their number; they have no e-mail to show.
    expect(byPhone).toMatchObject({ bookedBy: "phone", patientPhone: caller.phone, patientName: caller.local, patientEmail: "", paymentStatus: "completed" });
    expect(onTheWeb).toMatchObject({ bookedBy: "web", patientName: "Ama Owusu", patientPhone: "+233241234567", patientEmail: "ama@example.com.gh", paymentStatus: "completed" });
  });
});
