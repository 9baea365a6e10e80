/**
 * A provider as GET /api/providers/:id and GET /api/providers/edit-profile answer it, for this
 * feature's tests: testProvider's Dr Kwame Mensah (licence verified for 2026, Medical and Dental
 * Council, no NHIS), a cardiologist at East Legon Clinic.
 */
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { DEFAULT_WORKING_HOURS } from "@gh/contracts/schedule/working-hours";
import { testProvider } from "@gh/test-support/provider";

export const ownProfile = (overrides: Partial<OwnProviderProfile> = {}): OwnProviderProfile => ({
  ...testProvider({
    id: 7,
    userId: 21,
    specialty: "cardiology",
    bio: "Consultant cardiologist caring for adults with heart disease and high blood pressure in Accra.",
    location: "East Legon Clinic",
    address: "12 Lagos Avenue, East Legon",
    phone: "+233302123456",
    email: "kwame@example.com",
    profileImage: "/api/images/old-photo.jpg",
    workingHours: { ...DEFAULT_WORKING_HOURS },
    services: ["Consultation", "ECG"],
    reviewCount: 8,
    latitude: 5.6356,
    longitude: -0.1614,
  }),
  remoteVisitFees: { audio: null, video: null },
  usingDefaultHours: false,
  ...overrides,
});
