/** Providers as GET /api/admin/providers answers them, for the provider management tests. */
import type { AdminPage, AdminProvider } from "@gh/contracts/admin/options";

export const adminProvider = (id: number, overrides: Partial<AdminProvider> = {}): AdminProvider => ({
  id,
  // eslint-disable-next-line gh/no-untranslated-text -- test data: the title code the API sends ("Dr"), not a text on screen
  title: "Dr",
  firstName: "Kwame",
  lastName: "Mensah",
  email: "kwame.mensah@example.com",
  specialty: "general",
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
  bio: "Family doctor caring for children and adults in East Legon for twelve years.",
  appointmentCount: 34,
  averageRating: 4.6,
  reviewCount: 12,
  createdAt: "2026-03-02T09:15:00.000Z",
  ...overrides,
});

export const providerPage = (items: AdminProvider[], overrides: Partial<AdminPage<AdminProvider>> = {}): AdminPage<AdminProvider> => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});
