/**
 * POST /api/appointments/:id/join: only the visit's patient and provider, only a paid, confirmed
 * audio or video visit, only from 15 minutes before its start to 30 minutes after its slot ends.
 */
import { JOIN_TOKEN_TTL_MS } from "@gh/contracts/visit-calls";
import { afterEach, describe, expect, it } from "vitest";
import { insertProvider, insertUser, signIn, signedInPatient } from "../../../test/fixtures.ts";
import { enter, join, joined, leaveRooms, remoteVisit } from "../../../test/visit-calls.ts";

const MINUTE = 60_000;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

afterEach(leaveRooms);

describe("POST /api/appointments/:id/join", () => {
  it("gives the patient and the provider each a token for one entry, with the other side's name and phone", async () => {
    const visit = await remoteVisit({ visitType: "video" });
    const before = Date.now();
    const asPatient = await joined(visit.appointment.id, visit.patientCookie);
    const startsAt = new Date(visit.appointment.startsAt).toISOString();
    const closes = new Date(visit.appointment.startsAt + 60 * MINUTE).toISOString();
    expect(asPatient).toEqual({
      appointmentId: visit.appointment.id,
      role: "patient",
      visitType: "video",
      roomPath: expect.stringMatching(new RegExp(`^/api/appointments/${visit.appointment.id}/room\\?token=[A-Za-z0-9_-]{43}$`)),
      tokenExpiresAt: expect.any(String),
      // Local development and tests need no STUN or TURN server.
      iceServers: [],
      startsAt,
      joinClosesAt: closes,
      other: { name: "Dr. Kwame Mensah", phone: "+233302123456" },
    });
    const expiresAt = Date.parse(asPatient.tokenExpiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + JOIN_TOKEN_TTL_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + JOIN_TOKEN_TTL_MS);

    const asProvider = await joined(visit.appointment.id, visit.providerCookie);
    expect(asProvider).toMatchObject({ role: "provider", visitType: "video", startsAt, joinClosesAt: closes, other: { name: "Ama Owusu", phone: "+233245550202" } });
    // Every join is a new token.
    expect(asProvider.roomPath).not.toBe(asPatient.roomPath);
    expect((await join(visit.appointment.id, visit.patientCookie)).status).toBe(200);
  });

  it("refuses everyone else: a visitor is asked to sign in; another patient, another provider and an admin find nothing", async () => {
    const visit = await remoteVisit();
    const anonymous = await join(visit.appointment.id);
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe("unauthenticated");

    const { cookie: otherPatient } = await signedInPatient();
    const { user: otherProviderUser } = await insertProvider({ offersAudio: true }, { firstName: "Efua", lastName: "Sarpong" });
    const admin = await insertUser({ role: "admin" });
    for (const cookie of [otherPatient, await signIn(otherProviderUser.id), await signIn(admin.id)]) {
      const refused = await join(visit.appointment.id, cookie);
      expect(refused.status).toBe(404);
      expect(await errorOf(refused)).toEqual({ code: "not_found", message: "Appointment not found" });
    }
    // A made-up id answers the same.
    expect((await join(visit.appointment.id + 1000, visit.patientCookie)).status).toBe(404);
  });

  it("opens 15 minutes before the start and closes 30 minutes after the slot ends", async () => {
    const early = await remoteVisit({ startsIn: 16 * MINUTE });
    const tooEarly = await join(early.appointment.id, early.patientCookie);
    expect(tooEarly.status).toBe(409);
    expect(await errorOf(tooEarly)).toEqual({ code: "conflict", message: "You can join from 15 minutes before the visit starts." });

    // Start times fall on whole minutes (at or before now + startsIn): 15 minutes ahead is within the window, 58 minutes ago still is, 61 minutes ago is past it.
    const opening = await remoteVisit({ startsIn: 15 * MINUTE });
    expect((await join(opening.appointment.id, opening.providerCookie)).status).toBe(200);
    const running = await remoteVisit({ startsIn: -58 * MINUTE });
    expect((await join(running.appointment.id, running.patientCookie)).status).toBe(200);

    const late = await remoteVisit({ startsIn: -61 * MINUTE });
    const tooLate = await join(late.appointment.id, late.providerCookie);
    expect(tooLate.status).toBe(409);
    expect(await errorOf(tooLate)).toEqual({ code: "conflict", message: "Joining has closed: it ends 30 minutes after the visit." });
  });

  it("refuses a visit in person, unpaid, unconfirmed, cancelled, completed or missed, saying why", async () => {
    const cases = [
      [{ visitType: "in_person" }, "This is an in-person visit: there is no call to join."],
      [{ status: "pending", paymentStatus: "pending", transactionId: null, holdExpiresAt: Date.now() + 10 * MINUTE }, "You can join once the visit is paid and the provider has confirmed it."],
      [{ status: "pending" }, "You can join once the visit is paid and the provider has confirmed it."],
      // An unpaid hold that lapsed is cancelled, swept or not.
      [{ status: "pending", paymentStatus: "pending", transactionId: null, holdExpiresAt: Date.now() - MINUTE }, "This visit was cancelled."],
      [{ status: "cancelled", cancellationReason: "cancelled_by_patient" }, "This visit was cancelled."],
      [{ status: "completed" }, "This visit is over."],
      [{ status: "no-show" }, "This visit is over."],
    ] as const;
    for (const [columns, message] of cases) {
      const visit = await remoteVisit(columns);
      for (const cookie of [visit.patientCookie, visit.providerCookie]) {
        const refused = await join(visit.appointment.id, cookie);
        expect(refused.status, JSON.stringify(columns)).toBe(409);
        expect(await errorOf(refused)).toEqual({ code: "conflict", message });
      }
    }
  });

  it("hands out a token the room admits", async () => {
    const visit = await remoteVisit();
    const side = await enter((await joined(visit.appointment.id, visit.patientCookie)).roomPath);
    await expect.poll(() => side.room()).toEqual({ type: "room", you: "patient", peer: null, admitted: false });
  });
});
