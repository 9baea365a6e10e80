import { describe, expect, it } from "vitest";
import { db, insertAppointment, insertProvider, insertUser, signIn } from "../test/fixtures.ts";
import { sweep } from "./scheduled.ts";
import { appointments, sessions } from "./db/schema.ts";

describe("the scheduled sweep", () => {
  it("cancels unpaid bookings whose 15-minute hold has lapsed and leaves live and paid ones", async () => {
    const now = Date.UTC(2030, 0, 6, 12, 0);
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const lapsed = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 9), holdExpiresAt: now - 1 });
    const live = await insertAppointment({ patientId: patient.id, providerId: provider.id, startsAt: Date.UTC(2030, 0, 7, 10), holdExpiresAt: now + 60_000 });
    const paid = await insertAppointment({
      patientId: patient.id,
      providerId: provider.id,
      startsAt: Date.UTC(2030, 0, 7, 11),
      holdExpiresAt: now - 1,
      paymentStatus: "completed",
    });

    expect(await sweep(db(), now)).toMatchObject({ lapsedHolds: 1 });
    const statuses = Object.fromEntries((await db().select().from(appointments)).map((a) => [a.id, a.status]));
    expect(statuses).toEqual({ [lapsed.id]: "cancelled", [live.id]: "pending", [paid.id]: "pending" });
  });

  it("deletes expired sessions", async () => {
    const now = Date.now();
    const user = await insertUser();
    await signIn(user.id, { now, expiresAt: now - 1 });
    expect(await sweep(db(), now)).toMatchObject({ expiredSessions: 1 });
    expect(await db().select().from(sessions)).toEqual([]);
  });
});
