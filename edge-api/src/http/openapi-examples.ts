/**
 * Examples in the API's document (GET /api/openapi.json), taken from the demo seed that `npm start`
 * and the browser tests serve (README.md, Demo accounts): the demo provider's profile, the specialty
 * list's first entries, a booking refused to a visitor. e2e/api-reference.spec.ts checks them against the seeded
 * API, so they stay what a reader of the reference would really get. Worker-free, like the
 * declarations that use it.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { ghanaToday } from "@gh/contracts/ghana-time/day";

/** GET /api/providers/1: Dr Kwame Mensah, general practice in Accra (the provider demo sign-in). */
export const DEMO_PROVIDER_EXAMPLE = {
  id: 1,
  userId: 2,
  title: "Dr",
  user: { firstName: "Kwame", lastName: "Mensah" },
  specialty: "general",
  licenseNumber: "MDC/RN/10008",
  yearsExperience: 21,
  education: "MB ChB, University of Ghana Medical School",
  hospitalAffiliation: "37 Military Hospital",
  bio: "With 21 years of practice behind him, Dr. Kwame Mensah is a trusted general practitioner in Accra. At 37 Military Hospital, he offers typhoid testing and minor wound care.",
  consultationFee: "205.00",
  location: "37 Military Hospital",
  city: "Accra",
  region: "Greater Accra",
  address: "32 Liberation Road, Airport Residential, Accra",
  phone: "+233544404354",
  email: "kwame.mensah@37militaryhospital.com.gh",
  website: null,
  profileImage: null,
  workingHours: {
    monday: "8:00 AM - 5:00 PM",
    tuesday: "8:00 AM - 5:00 PM",
    wednesday: "8:00 AM - 5:00 PM",
    thursday: "8:00 AM - 5:00 PM",
    friday: "8:00 AM - 5:00 PM",
    saturday: "9:00 AM - 1:00 PM",
    sunday: "Closed",
  },
  services: ["Typhoid testing", "Minor wound care", "Malaria testing and treatment"],
  languages: ["English", "Ga", "Twi", "Ewe"],
  averageRating: 4.6,
  reviewCount: 6,
  isVerified: true,
  /**
   * The seed approves the demo provider's licence for the year it runs in (README.md, Demo accounts),
   * so the example reads the year when the document is written, not when the Worker starts.
   */
  get licenceVerifiedFor(): number {
    return Number(ghanaToday().slice(0, 4));
  },
  regulator: "mdc" as const,
  acceptsNhis: true,
  nhiaAccreditationNumber: "NHIA/HF/20418",
  open24Hours: false,
  acceptsWalkIns: true,
  remoteVisits: { audio: "165.00", video: "205.00" },
  latitude: 5.597016,
  longitude: -0.170778,
};

/** The first specialties of GET /api/specialties, by name, with their seeded counts. */
export const SPECIALTIES_EXAMPLE = [
  { id: "anesthesiology", name: "Anesthesiology", count: 5 },
  { id: "cardiology", name: "Cardiology", count: 7 },
  { id: "dentist", name: "Dental Care", count: 10 },
];

/** POST /api/appointments from a visitor who is not signed in. */
export const SIGNED_OUT_EXAMPLE = { error: { code: "unauthenticated" as const, message: "Not signed in" } };
