/** A patient's appointment as GET /api/appointments/my answers it, for the patient-side DOM tests (My Appointments, the patient home): confirmed and paid unless told. */
import type { PatientAppointment } from "@gh/contracts/appointments";

export const patientAppointment = (id: number, overrides: Partial<PatientAppointment> = {}): PatientAppointment => ({
  id,
  status: "confirmed",
  paymentStatus: "completed",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  visitType: "in_person",
  visitNote: null,
  fee: "150.00",
  platformCommission: "15.00",
  reason: "Chest pain",
  patientName: "Akosua Boateng",
  patientPhone: "+233241234567",
  patientEmail: "akosua@example.com",
  transactionId: `apt_${id}_1795000000000`,
  holdExpiresAt: null,
  reviewed: false,
  review: null,
  bookingCode: `BK${String(id).padStart(4, "2")}`,
  refund: null,
  nhisReported: false,
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

type ListAnswer = [status: number, body?: unknown];
type ListRoute = ListAnswer | ((call: { method: string; url: string; body: unknown }) => ListAnswer | Promise<ListAnswer>);

/** The page GET /api/appointments/my/:view answers for a list of appointments (all on page 1). */
const firstPage = ([status, body]: ListAnswer): ListAnswer =>
  status === 200 && Array.isArray(body) ? [200, { items: body, total: body.length, page: 1, pageSize: 10 }] : [status, body];

/**
 * fakeApi routes for My Appointments' two lists, from the appointments each answers (or a handler
 * answering them): `upcoming`, and `past` (none unless told).
 */
export function myAppointmentsApi(upcoming: ListRoute, past: ListRoute = [200, []]): Record<string, ListRoute> {
  const route = (answer: ListRoute): ListRoute => (typeof answer === "function" ? async (call) => firstPage(await answer(call)) : firstPage(answer));
  return { "GET /api/appointments/my/upcoming?page=1": route(upcoming), "GET /api/appointments/my/past?page=1": route(past) };
}
