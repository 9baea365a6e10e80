/** A patient's appointment as GET /api/appointments/my answers it, for the patient-side DOM tests (My Appointments, the patient home): confirmed and paid unless told. */
import type { PatientAppointment } from "@gh/contracts";

export const patientAppointment = (id: number, overrides: Partial<PatientAppointment> = {}): PatientAppointment => ({
  id,
  status: "confirmed",
  paymentStatus: "completed",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  fee: "150.00",
  platformCommission: "15.00",
  reason: "Chest pain",
  patientName: "Akosua Boateng",
  patientPhone: "+233241234567",
  patientEmail: "akosua@example.com",
  transactionId: `apt_${id}_1795000000000`,
  holdExpiresAt: null,
  reviewed: false,
  refund: null,
  provider: {
    id: 7,
    title: "Dr",
    user: { firstName: "Kwame", lastName: "Mensah" },
    profileImage: null,
    specialty: "cardiology",
    location: "East Legon Clinic",
    city: "Accra",
    region: "Greater Accra",
    address: "12 Lagos Avenue",
    phone: "+233 30 212 3456",
    email: "kwame@example.com",
    consultationFee: "150.00",
  },
  ...overrides,
});
