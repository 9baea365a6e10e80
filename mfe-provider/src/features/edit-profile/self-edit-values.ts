/** The self-edit form's starting values, from the provider's own profile (lists become comma-separated text, docs/product-rules.md#provider-registration). */
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import type { Weekday } from "@gh/contracts/schedule";
import { normaliseWorkingHours } from "@gh/contracts/schedule/working-hours";

export type SelfEditValues = {
  phone: string;
  location: string;
  bio: string;
  consultationFee: string;
  experience: string;
  education: string;
  hospitalAffiliation: string;
  services: string;
  languages: string;
  workingHours: Record<Weekday, string>;
  open24Hours: boolean;
  acceptsWalkIns: boolean;
  acceptsNhis: boolean;
  /** "" for none (sent as null). */
  nhiaAccreditationNumber: string;
  offersAudio: boolean;
  offersVideo: boolean;
  /** Empty: that visit charges the consultation fee (docs/product-rules.md#remote-visits). */
  audioFee: string;
  videoFee: string;
};

export function selfEditValues(profile: OwnProviderProfile): SelfEditValues {
  return {
    phone: profile.phone,
    location: profile.location,
    bio: profile.bio ?? "",
    consultationFee: profile.consultationFee,
    experience: String(profile.yearsExperience),
    education: profile.education,
    hospitalAffiliation: profile.hospitalAffiliation ?? "",
    services: profile.services.join(", "),
    languages: profile.languages.join(", "),
    workingHours: normaliseWorkingHours(profile.workingHours),
    open24Hours: profile.open24Hours,
    acceptsWalkIns: profile.acceptsWalkIns,
    acceptsNhis: profile.acceptsNhis,
    nhiaAccreditationNumber: profile.nhiaAccreditationNumber ?? "",
    // The public fees are null for a visit not offered; the stored ones, null for "the in-person fee".
    offersAudio: profile.remoteVisits.audio !== null,
    offersVideo: profile.remoteVisits.video !== null,
    audioFee: profile.remoteVisitFees.audio ?? "",
    videoFee: profile.remoteVisitFees.video ?? "",
  };
}
