/** Answers of the admin API as the dashboard's tests need them. */
import type { AdminAppointment, AdminPage, AdminProvider, AdminReview, AdminStats, AdminUser, AuditEntry } from "@gh/contracts/admin/options";
import type { AdminRefund } from "@gh/contracts/refunds";

export const stats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  users: 1234,
  providers: 56,
  reviews: 789,
  appointments: 4321,
  paidAppointments: 4000,
  totalRevenue: "600000.00",
  totalCommission: "60000.00",
  totalPayouts: "540000.00",
  ...overrides,
});

export const page = <Row>(items: Row[], total = items.length, pageNumber = 1): AdminPage<Row> => ({ items, total, page: pageNumber, pageSize: 20 });

export const user = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  firstName: "Ama",
  lastName: "Owusu",
  email: `ama${id}@example.com`,
  role: "patient",
  createdAt: "2026-11-02T09:15:00.000Z",
  ...overrides,
});

export const provider = (id: number, overrides: Partial<AdminProvider> = {}): AdminProvider => ({
  id,
  // eslint-disable-next-line gh/no-untranslated-text -- test data: the title code the API sends ("Dr"), not a text on screen
  title: "Dr",
  firstName: "Kwame",
  lastName: "Mensah",
  email: `kwame${id}@example.com`,
  specialty: "cardiology",
  location: "East Legon Clinic",
  city: "Accra",
  region: "Greater Accra",
  yearsExperience: 12,
  consultationFee: "150.00",
  isVerified: true,
  licenceVerifiedFor: 2026,
  licenceStanding: "verified",
  regulator: "mdc",
  acceptsNhis: false,
  nhiaAccreditationNumber: null,
  bio: null,
  appointmentCount: 3,
  averageRating: 4.5,
  reviewCount: 2,
  createdAt: "2026-01-15T10:00:00.000Z",
  ...overrides,
});

export const review = (id: number, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id,
  providerId: 7,
  providerName: "Dr. Kwame Mensah",
  patientName: "Ama Owusu",
  rating: 4.5,
  comment: "Very patient and thorough.",
  createdAt: "2026-11-10T12:00:00.000Z",
  ...overrides,
});

export const appointment = (id: number, overrides: Partial<AdminAppointment> = {}): AdminAppointment => ({
  id,
  bookingCode: "K7QX4M",
  patientId: 3,
  patientName: "Ama Owusu",
  providerId: 7,
  providerName: "Dr. Kwame Mensah",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  status: "confirmed",
  paymentStatus: "completed",
  fee: "150.00",
  platformCommission: "15.00",
  providerPayout: "135.00",
  refundStatus: null,
  ...overrides,
});

export const auditEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  adminId: 1,
  adminName: "Efua Admin",
  action: "provider.update",
  entity: "provider",
  entityId: 7,
  before: { consultationFee: "150.00" },
  after: { consultationFee: "200.00" },
  createdAt: "2026-11-20T08:05:00.000Z",
  ...overrides,
});

/** A refund the payment provider refused: the admin's Retry is what it waits for. */
export const refund = (id: number, overrides: Partial<AdminRefund> = {}): AdminRefund => ({
  id,
  reference: `rfd_apt_${id}_1`,
  paymentReference: `apt_${id}_1`,
  appointmentId: 40 + id,
  providerId: 7,
  patientId: 3,
  patientName: "Ama Owusu",
  patientEmail: "ama@example.com",
  amount: "150.00",
  reason: "provider_cancelled",
  status: "failed",
  failureReason: "Mobile money wallet is not active",
  attempts: 1,
  gatewayRefundId: null,
  createdAt: "2026-11-19T09:00:00.000Z",
  requestedAt: null,
  processedAt: null,
  ...overrides,
});
