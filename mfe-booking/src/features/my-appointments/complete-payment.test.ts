import { describe, expect, it } from "vitest";
import { patientAppointment } from "@gh/test-support/patient-appointment";
import { heldAppointment, heldBookingOrder } from "./complete-payment";

// Booked at ₵150.50; the provider charges ₵200.00 today.
const held = patientAppointment(5, {
  status: "pending",
  paymentStatus: "pending",
  fee: "150.50",
  platformCommission: "15.05",
  holdExpiresAt: "2026-11-20T08:15:00.000Z",
  transactionId: null,
  reason: null,
  visitNote: null,
  provider: { ...patientAppointment(5).provider, consultationFee: "200.00" },
});

describe("paying for a booking whose slot is still held", () => {
  it("orders it with the patient's details as booked, and the provider's name for the receipt", () => {
    expect(heldBookingOrder(held)).toEqual({
      request: {
        providerId: 7,
        appointmentDate: "2026-11-23T10:30:00.000Z",
        reason: "",
        patientName: "Akosua Boateng",
        patientPhone: "+233241234567",
        patientEmail: "akosua@example.com",
        fee: "150.50",
        paymentStatus: "pending",
      },
      providerName: "Dr. Kwame Mensah",
    });
    expect(heldBookingOrder({ ...held, reason: "Chest pain" }).request.reason).toBe("Chest pain");
  });

  it("hands the flow the appointment as booked, charging its own fee in pesewas, not the provider's fee today", () => {
    const created = heldAppointment(held);
    expect(created).toMatchObject({ id: 5, status: "pending", paymentStatus: "pending", holdExpiresAt: "2026-11-20T08:15:00.000Z" });
    expect(created).toMatchObject({ fee: "150.50", platformCommission: "15.05", amountPesewas: 15050 });
    expect(Object.keys(created).sort()).toEqual(
      ["amountPesewas", "appointmentDate", "bookingCode", "fee", "holdExpiresAt", "id", "paymentStatus", "platformCommission", "status", "visitNote", "visitType"],
    );
  });

  it("opens no checkout for a fee that is not an amount", () => {
    expect(() => heldAppointment({ ...held, fee: "free" })).toThrow("The fee free is not an amount in cedis");
  });
});
