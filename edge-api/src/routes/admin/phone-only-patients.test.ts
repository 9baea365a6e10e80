/**
 * A phone-only patient (booked by USSD: docs/product-rules.md#basic-phones) in the administrator's
 * tables: no name and a stand-in address that reaches nobody, so the Users tab, its CSV and the
 * refunds list show the number as the name and no address.
 */
import type { AdminPage, AdminUser } from "@gh/contracts/admin/options";
import type { AdminRefundList } from "@gh/contracts/refunds";
import { describe, expect, it } from "vitest";
import { api, insertAppointment, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { PHONE_ONLY_PASSWORD_HASH, phoneOnlyEmail } from "../../db/ussd-callers.ts";

const PHONE = "+233241234567";

async function setUp() {
  const admin = await insertUser({ role: "admin", firstName: "Yaw", lastName: "Admin" });
  const caller = await insertUser({ email: phoneOnlyEmail(PHONE), passwordHash: PHONE_ONLY_PASSWORD_HASH, firstName: "", lastName: "", phone: PHONE, phoneVerified: true, emailVerified: false });
  return { cookie: await signIn(admin.id), caller };
}

const read = async (cookie: string, path: string) => {
  const response = await api(path, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response;
};

describe("a phone-only patient in the admin tables", () => {
  it("is their number, with no address, in the Users tab and its CSV", async () => {
    const { cookie, caller } = await setUp();
    const page = (await (await read(cookie, "/api/admin/users?search=")).json()) as AdminPage<AdminUser>;
    expect(page.items.find((user) => user.id === caller.id)).toMatchObject({ firstName: "024 123 4567", lastName: "", email: "", role: "patient" });

    const csv = await (await read(cookie, "/api/admin/users.csv")).text();
    const line = csv.split("\r\n").find((row) => row.startsWith(`${caller.id},`));
    // The Phone column as every number is written there: quoted behind an apostrophe, so no spreadsheet reads "+…" as a formula.
    expect(line).toBe(`${caller.id},024 123 4567,,patient,${new Date(caller.createdAt).toISOString()},"'${PHONE}",No`);
    expect(csv).not.toContain("ussd.invalid");
  });

  it("is their number, with no address, in the refunds list", async () => {
    const { cookie, caller } = await setUp();
    const { provider } = await insertProvider();
    const appointment = await insertAppointment({
      patientId: caller.id,
      providerId: provider.id,
      startsAt: Math.ceil((Date.now() + 5 * 3_600_000) / 60_000) * 60_000,
      status: "cancelled",
      paymentStatus: "completed",
      transactionId: `apt_phone_${Date.now()}`,
    });
    const refunded = await api(`/api/admin/appointments/${appointment.id}/refund`, { method: "POST", headers: { Cookie: cookie, Origin: "http://127.0.0.1", "Content-Type": "application/json" }, body: "{}" });
    expect(refunded.status).toBe(201);
    const list = (await (await read(cookie, "/api/admin/refunds?status=pending")).json()) as AdminRefundList;
    expect(list.items.find((item) => item.appointmentId === appointment.id)).toMatchObject({ patientName: "024 123 4567", patientEmail: null });
  });
});
