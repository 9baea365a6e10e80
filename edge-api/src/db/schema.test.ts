/** The data model's own guarantees, enforced by D1 itself whatever code writes to it. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertAppointment, insertProvider, insertUser } from "../../test/fixtures.ts";

/** The SQLite message of a failed write, whether drizzle wrapped it (as `cause`) or not. */
async function failure(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const { cause } = error as { cause?: unknown };
    return String(cause ?? error);
  }
  return "the write succeeded";
}

describe("appointments", () => {
  it("never lets two active appointments hold the same provider and instant", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const other = await insertUser();
    await insertAppointment({ patientId: patient.id, providerId: provider.id });
    expect(await failure(insertAppointment({ patientId: other.id, providerId: provider.id }))).toMatch(/UNIQUE constraint failed/);
  });

  it("frees the slot once the earlier appointment is cancelled", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "cancelled" });
    await expect(insertAppointment({ patientId: patient.id, providerId: provider.id })).resolves.toMatchObject({ status: "pending" });
  });

  it("refuses a commission and payout that do not add up to the fee", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const write = insertAppointment({ patientId: patient.id, providerId: provider.id, feePesewas: 15000, commissionPesewas: 1000, payoutPesewas: 13500 });
    expect(await failure(write)).toMatch(/CHECK constraint failed/);
  });
});

describe("payments and reviews", () => {
  it("keeps one payment per reference", async () => {
    const { provider } = await insertProvider();
    const patient = await insertUser();
    const appointment = await insertAppointment({ patientId: patient.id, providerId: provider.id });
    const insert = () =>
      env.DB.prepare("INSERT INTO payments (appointment_id, reference, gateway, amount_pesewas) VALUES (?, ?, 'sandbox', 15000)")
        .bind(appointment.id, `apt_${appointment.id}_1767225600000`)
        .run();
    await insert();
    expect(await failure(insert())).toMatch(/UNIQUE constraint failed/);
  });

  it("accepts ratings from 0 to 5 in halves only", async () => {
    const { provider } = await insertProvider();
    const review = (rating: number) =>
      env.DB.prepare("INSERT INTO reviews (provider_id, patient_name, rating) VALUES (?, 'Akosua B.', ?)").bind(provider.id, rating).run();
    await expect(review(4.5)).resolves.toBeTruthy();
    await expect(review(0)).resolves.toBeTruthy();
    for (const bad of [4.3, 5.5, -0.5]) expect(await failure(review(bad))).toMatch(/CHECK constraint failed/);
  });
});
