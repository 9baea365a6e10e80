/**
 * A provider as the API answers it (GET /api/providers/:id, search results), for the DOM tests of every
 * area: Dr Kwame Mensah, a general practitioner in Accra whose licence is verified for 2026, taking in
 * person visits only, unless `overrides` say otherwise.
 */
import type { Provider } from "@gh/contracts/providers";

export const testProvider = (overrides: Partial<Provider> = {}): Provider => ({
  id: 1,
  userId: 10,
  title: "Dr",
  user: { firstName: "Kwame", lastName: "Mensah" },
  specialty: "general",
  licenseNumber: "MDC/RN/12345",
  yearsExperience: 12,
  education: "MB ChB, University of Ghana Medical School",
  hospitalAffiliation: "Korle Bu Teaching Hospital",
  bio: null,
  consultationFee: "150.00",
  location: "Korle Bu Teaching Hospital",
  city: "Accra",
  region: "Greater Accra",
  address: "Guggisberg Avenue, Korle Bu, Accra",
  phone: "+233201234567",
  email: "kwame.mensah@example.com",
  website: null,
  profileImage: null,
  workingHours: {},
  services: [],
  languages: ["English", "Twi"],
  averageRating: 4.5,
  reviewCount: 10,
  isVerified: true,
  licenceVerifiedFor: 2026,
  regulator: "mdc",
  acceptsNhis: false,
  nhiaAccreditationNumber: null,
  open24Hours: false,
  acceptsWalkIns: false,
  remoteVisits: { audio: null, video: null },
  latitude: null,
  longitude: null,
  ...overrides,
});
