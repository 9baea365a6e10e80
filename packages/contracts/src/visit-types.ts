/**
 * Visits in person, by audio or by video (docs/product-rules.md#remote-visits): which a provider
 * offers, what each costs, and when a remote visit can be joined. Free of zod, so screens import it
 * cheaply; the request schemas are in provider-practice.ts and appointments.ts.
 */
import { SLOT_MINUTES } from "./constants.ts";
import { msg } from "./msg.ts";

export const VISIT_TYPES = ["in_person", "audio", "video"] as const;
export type VisitType = (typeof VISIT_TYPES)[number];

/** The visits that happen at a distance: joined from the appointment, never at the practice. */
export const REMOTE_VISIT_TYPES = ["audio", "video"] as const satisfies readonly VisitType[];
export type RemoteVisitType = (typeof REMOTE_VISIT_TYPES)[number];

export const isRemoteVisit = (type: VisitType): type is RemoteVisitType => type !== "in_person";

/** How each visit type is named on cards, in the booking dialog and on My Appointments. */
export const VISIT_TYPE_NAMES: Record<VisitType, string> = {
  in_person: msg("In person"),
  audio: msg("Audio visit"),
  video: msg("Video visit"),
};

/** What a provider offers beyond visits at their practice, with the fee of each (null: the in-person fee). */
export interface RemoteVisitOffer {
  offersAudio: boolean;
  offersVideo: boolean;
  audioFeePesewas: number | null;
  videoFeePesewas: number | null;
}

export interface VisitFees extends RemoteVisitOffer {
  consultationFeePesewas: number;
}

/** Whether the provider can be booked for `type` (everyone sees patients in person). */
export function offersVisitType(provider: RemoteVisitOffer, type: VisitType): boolean {
  if (type === "audio") return provider.offersAudio;
  if (type === "video") return provider.offersVideo;
  return true;
}

/** The fee of a visit of `type`: its own when the provider set one, else the in-person fee. */
export function visitFeePesewas(provider: VisitFees, type: VisitType): number {
  if (type === "audio") return provider.audioFeePesewas ?? provider.consultationFeePesewas;
  if (type === "video") return provider.videoFeePesewas ?? provider.consultationFeePesewas;
  return provider.consultationFeePesewas;
}

/** The visit types the provider can be booked for, in the order the booking dialog offers them. */
export function offeredVisitTypes(provider: RemoteVisitOffer): VisitType[] {
  return VISIT_TYPES.filter((type) => offersVisitType(provider, type));
}

/** Join opens this long before a remote visit starts... */
export const JOIN_OPENS_BEFORE_MS = 15 * 60 * 1000;
/** ...and closes this long after its slot ends. */
export const JOIN_CLOSES_AFTER_END_MS = 30 * 60 * 1000;

/** When joining a remote visit starting at `startsAt` (one slot long) closes, and its room with it. */
export const joinClosesAt = (startsAt: number): number => startsAt + SLOT_MINUTES * 60 * 1000 + JOIN_CLOSES_AFTER_END_MS;

/** Whether a remote visit starting at `startsAt` can be joined at `now`. */
export function joinWindowOpen(startsAt: number, now: number): boolean {
  return now >= startsAt - JOIN_OPENS_BEFORE_MS && now <= joinClosesAt(startsAt);
}

/** A paid audio or video visit the provider confirmed: the only kind that can ever be joined (inside its window). */
export function isJoinableVisit<T extends { visitType: VisitType; status: string; paymentStatus: string }>(appointment: T): appointment is T & { visitType: RemoteVisitType } {
  return isRemoteVisit(appointment.visitType) && appointment.status === "confirmed" && appointment.paymentStatus === "completed";
}

/** The longest visit note a provider may write to the patient, in characters after trimming. */
export const VISIT_NOTE_MAX_LENGTH = 1000;
