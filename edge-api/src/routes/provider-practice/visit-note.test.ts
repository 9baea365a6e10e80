/**
 * PUT /api/providers/appointments/:id/visit-note: after a completed visit the provider writes the
 * patient a short note; the patient reads it on My Appointments and in their data export.
 */
import { eq } from "drizzle-orm";
import type { PatientAppointment } from "@gh/contracts/appointments";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, sendJson, signIn, signedInPatient } from "../../../test/fixtures.ts";
import { appointments } from "../../db/schema.ts";

const HOUR = 3_600_000;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const writeNote = (cookie: string, id: number, body: unknown) => sendJson(`/api/providers/appointments/${id}/visit-note`, body, { method: "PUT", cookie });
const noteOf = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!.visitNote;

/** A video visit of yesterday, completed, with its provider's and patient's cookies. */
async function completedVisit(status: "completed" | "confirmed" | "pending" | "cancelled" | "no-show" = "completed") {
  const { provider, user } = await insertProvider({ offersVideo: true });
  const { patient, cookie: patientCookie } = await signedInPatient();
  const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.now() - 24 * HOUR, status, paymentStatus: "completed", transactionId: "apt_note_1", visitType: "video" });
  return { appointment, providerCookie: await signIn(user.id), patientCookie };
}

describe("PUT /api/providers/appointments/:id/visit-note", () => {
  it("keeps the note, trimmed, and the patient reads it on My Appointments and in their data export", async () => {
    const { appointment, providerCookie, patientCookie } = await completedVisit();
    const response = await writeNote(providerCookie, appointment.id, { note: "  Take the syrup twice a day for a week. Come in person if the fever returns.  " });
    expect(response.status).toBe(200);
    expect((await response.json()) as ProviderAppointment).toMatchObject({ id: appointment.id, status: "completed", visitType: "video", visitNote: "Take the syrup twice a day for a week. Come in person if the fever returns." });

    const mine = (await (await api("/api/appointments/my", { headers: { Cookie: patientCookie } })).json()) as PatientAppointment[];
    expect(mine.find((a) => a.id === appointment.id)?.visitNote).toBe("Take the syrup twice a day for a week. Come in person if the fever returns.");
    const exported = await (await api("/api/user/export", { headers: { Cookie: patientCookie } })).text();
    expect(exported).toContain("Take the syrup twice a day for a week.");
  });

  it("changes the note, and an empty one removes it", async () => {
    const { appointment, providerCookie } = await completedVisit();
    await writeNote(providerCookie, appointment.id, { note: "Rest and drink water." });
    const changed = await writeNote(providerCookie, appointment.id, { note: "Rest, drink water, and book a follow-up in two weeks." });
    expect(((await changed.json()) as ProviderAppointment).visitNote).toBe("Rest, drink water, and book a follow-up in two weeks.");

    const cleared = await writeNote(providerCookie, appointment.id, { note: "   " });
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as ProviderAppointment).visitNote).toBeNull();
    expect(await noteOf(appointment.id)).toBeNull();
  });

  it("refuses a note over 1000 characters or not text, writing nothing", async () => {
    const { appointment, providerCookie } = await completedVisit();
    const tooLong = await writeNote(providerCookie, appointment.id, { note: "a".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({ code: "validation_failed", fields: { note: "The note must be at most 1000 characters." } });
    const notText = await writeNote(providerCookie, appointment.id, { note: 42 });
    expect(notText.status).toBe(400);
    expect((await errorOf(notText)).fields).toEqual({ note: "Write the note as text." });
    expect(await noteOf(appointment.id)).toBeNull();
    // 1000 characters after trimming is the most it takes.
    expect((await writeNote(providerCookie, appointment.id, { note: ` ${"a".repeat(1000)} ` })).status).toBe(200);
  });

  it("refuses a visit that is not completed, and another provider's, writing nothing", async () => {
    for (const status of ["confirmed", "pending", "cancelled", "no-show"] as const) {
      const { appointment, providerCookie } = await completedVisit(status);
      const refused = await writeNote(providerCookie, appointment.id, { note: "Too early" });
      expect(refused.status, status).toBe(409);
      expect(await errorOf(refused)).toEqual({ code: "conflict", message: "You can write a visit note once the visit is marked completed." });
      expect(await noteOf(appointment.id)).toBeNull();
    }

    const { appointment } = await completedVisit();
    const { user: another } = await insertProvider({}, { firstName: "Efua", lastName: "Sarpong" });
    const notYours = await writeNote(await signIn(another.id), appointment.id, { note: "Not my patient" });
    expect(notYours.status).toBe(404);
    expect((await errorOf(notYours)).code).toBe("not_found");
    const { cookie: patientCookie } = await signedInPatient();
    expect((await writeNote(patientCookie, appointment.id, { note: "Not a provider" })).status).toBe(403);
    expect((await writeNote("", appointment.id, { note: "Nobody" })).status).toBe(401);
    expect(await noteOf(appointment.id)).toBeNull();
  });
});
