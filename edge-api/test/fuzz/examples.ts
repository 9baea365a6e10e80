/**
 * A well-formed request for each route, the starting point the generator breaks: a field dropped,
 * retyped or added, the whole body swapped. Routes not listed here (added later) are still fuzzed,
 * from an empty body and query.
 */
import { upcoming, type WEEKDAY_HOURS } from "../fixtures.ts";
import { PASSWORD, type World } from "./world.ts";

export interface Example {
  query?: [string, string][];
  body?: Record<string, unknown>;
}

const MONDAY = 1;
const weekHours: Partial<typeof WEEKDAY_HOURS> = { monday: "9:00 AM - 5:00 PM" };

export function exampleFor(method: string, route: string, world: World): Example {
  const monday = upcoming(MONDAY);
  const examples: Record<string, Example> = {
    "GET /api/providers/search": { query: [["location", "Accra"], ["specialty", "cardiology"], ["date", monday], ["page", "1"], ["sort", "rating"]] },
    "GET /api/providers/featured": { query: [["limit", "6"]] },
    "GET /api/providers/:id/reviews": { query: [["page", "1"]] },
    "GET /api/providers/:id/availability": { query: [["date", monday]] },
    "GET /api/providers/dashboard": { query: [["page", "1"], ["status", "pending"], ["from", monday], ["to", monday]] },
    "GET /api/admin/audit": { query: [["page", "1"]] },
    "GET /api/nhis-reports": { query: [["page", "1"]] },
    "POST /api/nhis-reports": { body: { appointmentId: world.appointmentId, details: "Charged for a covered consultation." } },
    "GET /api/dev/outbox": { query: [["to", world.patientEmail]] },
    "POST /api/register": { body: { email: "esi.appiah@example.com.gh", password: PASSWORD, firstName: "Esi", lastName: "Appiah", role: "patient" } },
    "POST /api/login": { body: { email: world.patientEmail, password: PASSWORD } },
    "POST /api/verify-email": { body: { email: world.patientEmail, code: "123456" } },
    "POST /api/resend-verification": { body: { email: world.patientEmail } },
    "POST /api/password/forgot": { body: { email: world.patientEmail } },
    "POST /api/password/reset": { body: { email: world.patientEmail, code: "123456", password: "Medaase#2031" } },
    "POST /api/provider/send-verification": { body: { email: "abena.asante@example.com.gh", mode: "signup" } },
    "POST /api/provider/verify-login": { body: { email: world.providerEmail, code: "123456" } },
    "POST /api/provider/complete-registration": {
      body: {
        code: "123456", title: "Dr", firstName: "Abena", lastName: "Asante", email: "abena.asante@example.com.gh", password: PASSWORD, phone: "024 123 4567",
        specialty: "cardiology", regulator: "mdc", licenseNumber: "MDC/RN/77777", yearsExperience: 8, education: "MB ChB, KNUST", hospitalAffiliation: "Komfo Anokye Teaching Hospital",
        bio: "Cardiologist caring for patients across the Ashanti Region.", consultationFee: "200", location: "Komfo Anokye Teaching Hospital", city: "Kumasi",
        region: "Ashanti", address: "Okomfo Anokye Road, Bantama, Kumasi", services: "Consultation, ECG", languages: ["English", "Twi"], terms: true,
      },
    },
    "POST /api/auth/send-verification": { body: { type: "email" } },
    "POST /api/auth/verify": { body: { type: "email", code: "123456" } },
    "POST /api/user/password": { body: { currentPassword: PASSWORD, newPassword: "Medaase#2031" } },
    "DELETE /api/user": { body: { password: PASSWORD } },
    "PUT /api/users/:id": { body: { firstName: "Ama", lastName: "Owusu-Ansah", email: world.patientEmail } },
    "PUT /api/account/language": { body: { language: "ee" } },
    "POST /api/appointments": {
      body: { providerId: world.providerId, appointmentDate: `${monday}T10:30:00.000Z`, reason: "Persistent cough", patientName: "Ama Owusu", patientPhone: "024 123 4567", patientEmail: world.patientEmail },
    },
    "PUT /api/appointments/:id": { body: { status: "cancelled" } },
    "POST /api/appointments/:id/review": { body: { rating: 5, comment: "Kind and thorough." } },
    "POST /api/payments/verify": { body: { reference: `apt_${world.appointmentId}_1`, appointmentId: world.appointmentId } },
    "POST /api/payments/sandbox/charge": { body: { reference: `apt_${world.appointmentId}_1`, amountPesewas: 15000, channel: "mtn", phone: "024 123 4567", outcome: "success" } },
    "POST /api/payments/webhook": { body: { event: "charge.success", data: { reference: `apt_${world.appointmentId}_1` } } },
    "PATCH /api/providers/edit-profile": {
      body: { phone: "024 555 1234", location: "Ridge Family Clinic", bio: "General practitioner caring for families in Accra for over fifteen years.", consultationFee: "200.50", experience: 15, education: "MB ChB", hospitalAffiliation: "Ridge Hospital", services: "Consultation", languages: "English, Twi", workingHours: weekHours },
    },
    "POST /api/providers/time-off": { body: { from: monday, to: monday, reason: "Conference" } },
    "PATCH /api/providers/appointments/:id": { body: { status: "confirmed" } },
    "PUT /api/providers/appointments/:id/visit-note": { body: { note: "Rest and drink plenty of water." } },
    "POST /api/provider/settings/password": { body: { currentPassword: PASSWORD, newPassword: "Medaase#2031" } },
    "PUT /api/providers/:id": { body: { consultationFee: "175.00", bio: "Family doctor in Accra." } },
    "PUT /api/admin/providers/:id": { body: { consultationFee: "175.00", isVerified: true } },
  };
  for (const table of ["users", "providers", "reviews", "appointments"]) {
    examples[`GET /api/admin/${table}`] = { query: [["page", "1"], ["pageSize", "5"], ["sort", "id"], ["order", "asc"], ["search", "Ama"]] };
  }
  return examples[`${method} ${route}`] ?? {};
}
