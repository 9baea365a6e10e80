/** A provider as GET /api/providers/:id and GET /api/providers/edit-profile answer it, for this feature's tests. */
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";

export const ownProfile = (overrides: Partial<OwnProviderProfile> = {}): OwnProviderProfile => ({
  id: 7,
  userId: 21,
  // eslint-disable-next-line gh/no-untranslated-text -- test data: the title a provider's profile stores
  title: "Dr",
  user: { firstName: "Kwame", lastName: "Mensah" },
  specialty: "cardiology",
  licenseNumber: "MDC/RN/12345",
  yearsExperience: 12,
  education: "MB ChB, University of Ghana Medical School",
  hospitalAffiliation: "Korle Bu Teaching Hospital",
  bio: "Consultant cardiologist caring for adults with heart disease and high blood pressure in Accra.",
  consultationFee: "150.00",
  location: "East Legon Clinic",
  city: "Accra",
  region: "Greater Accra",
  address: "12 Lagos Avenue, East Legon",
  phone: "+233302123456",
  email: "kwame@example.com",
  website: null,
  profileImage: "/api/images/old-photo.jpg",
  workingHours: { ...DEFAULT_WORKING_HOURS },
  services: ["Consultation", "ECG"],
  languages: ["English", "Twi"],
  averageRating: 4.5,
  reviewCount: 8,
  isVerified: true,
  open24Hours: false,
  acceptsWalkIns: false,
  remoteVisits: { audio: null, video: null },
  latitude: 5.6356,
  longitude: -0.1614,
  usingDefaultHours: false,
  ...overrides,
});
