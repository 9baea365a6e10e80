/** The booking code where staff look a booking up: the provider's dashboard, and the admin Appointments table and its CSV. */
import { eq } from "drizzle-orm";
import type { AdminAppointment, AdminPage } from "@gh/contracts/admin/options";
import type { ProviderDashboard } from "@gh/contracts/providers/options";
import { describe, expect, it } from "vitest";
import { api, db, insertAppointment, insertProvider, insertUser, signIn } from "../../../test/fixtures.ts";
import { appointments } from "../../db/schema.ts";

async function paidBooking() {
  const { provider, user } = await insertProvider();
  const patient = await insertUser();
  const { id } = await insertAppointment({ patientId: patient.id, providerId: provider.id, status: "confirmed", paymentStatus: "completed", transactionId: `apt_code_${Date.now()}` });
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return { id, code: row!.bookingCode!, providerCookie: await signIn(user.id) };
}

describe("the booking code for staff", () => {
  it("is on the provider's dashboard beside the booking", async () => {
    const { id, code, providerCookie } = await paidBooking();
    const dashboard = (await (await api("/api/providers/dashboard", { headers: { Cookie: providerCookie } })).json()) as ProviderDashboard;
    expect(dashboard.appointments.items.find((item) => item.id === id)?.bookingCode).toBe(code);
  });

  it("is in the admin Appointments table and its CSV", async () => {
    const { id, code } = await paidBooking();
    const admin = await insertUser({ role: "admin", email: `admin-code-${id}@example.com.gh` });
    const cookie = await signIn(admin.id);
    const page = (await (await api("/api/admin/appointments?sort=id&order=desc", { headers: { Cookie: cookie } })).json()) as AdminPage<AdminAppointment>;
    expect(page.items.find((item) => item.id === id)?.bookingCode).toBe(code);
    const csv = await (await api("/api/admin/appointments.csv", { headers: { Cookie: cookie } })).text();
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header!.split(",").at(-1)).toBe("Booking code");
    expect(rows.find((line) => line.startsWith(`${id},`))?.split(",").at(-1)).toBe(code);
  });
});
