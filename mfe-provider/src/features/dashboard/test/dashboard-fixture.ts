/** A provider's dashboard as GET /api/providers/dashboard answers it, for the dashboard and reviews tests (the provider: testProvider's Dr Kwame Mensah, verified for 2026). */
import type { ProviderAppointment, ProviderDashboard } from "@gh/contracts/providers/options";
import type { Review } from "@gh/contracts/search";
import { testProvider } from "@gh/test-support/provider";

export const providerAppointment = (id: number, overrides: Partial<ProviderAppointment> = {}): ProviderAppointment => ({
  id,
  bookingCode: "K7QX4M",
  patientName: "Ama Owusu",
  patientEmail: "ama@example.com",
  patientPhone: "+233241234567",
  bookedBy: "web",
  date: "2026-11-23",
  time: "10:30",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  fee: "150.00",
  payout: "135.00",
  reason: "Persistent cough",
  notes: null,
  status: "pending",
  paymentStatus: "completed",
  cancellationReason: null,
  visitType: "in_person",
  visitNote: null,
  ...overrides,
});

export const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  patientName: `Patient ${id}`,
  rating: 4.5,
  comment: `Review number ${id}`,
  appointmentDate: "2026-10-14T09:00:00.000Z",
  createdAt: "2026-10-15T12:00:00.000Z",
  ...overrides,
});

export const providerDashboard = (overrides: Partial<ProviderDashboard> = {}): ProviderDashboard => ({
  provider: testProvider({
    id: 7,
    userId: 3,
    bio: "General practitioner caring for families in Accra.",
    location: "East Legon Clinic",
    address: "12 Lagos Avenue",
    phone: "+233 30 212 3456",
    email: "provider@demo.gh",
    workingHours: { monday: "9:00 AM - 5:00 PM", saturday: "Closed" },
    services: ["Consultations", "Vaccinations"],
    averageRating: 4.6,
    reviewCount: 12,
    latitude: 5.6,
    longitude: -0.2,
  }),
  appointments: { items: [providerAppointment(1)], total: 1, page: 1, pageSize: 10 },
  reviews: [review(1), review(2)],
  stats: {
    todayAppointments: 2,
    upcomingAppointments: 5,
    pendingConfirmations: 3,
    completedThisMonth: 9,
    earningsThisMonth: "1350.00",
    averageRating: 4.6,
    reviewCount: 12,
  },
  usingDefaultHours: false,
  ...overrides,
});
