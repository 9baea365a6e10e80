/**
 * The kinds of visit the booking dialog offers for a provider, each with its fee
 * (docs/product-rules.md#remote-visits): in person always, audio and video when the provider offers them.
 */
import type { Provider } from "@gh/contracts/providers";
import { VISIT_TYPES, type RemoteVisitType, type VisitType } from "@gh/contracts/visit-types";
import { msg } from "@gh/i18n";

export type VisitFees = Pick<Provider, "consultationFee" | "remoteVisits">;

export interface VisitChoice {
  type: VisitType;
  /** Decimal cedis, as the provider's profile states it. */
  fee: string;
}

/** One line under each remote choice: how it happens, so "audio" reads as a phone-like call (English: shown with t()). */
export const VISIT_HINTS: Record<RemoteVisitType, string> = {
  audio: msg("A voice call, from anywhere"),
  video: msg("Video when your connection allows"),
};

/** The fee of each kind of visit; null where the provider does not offer it. */
function feesByType({ consultationFee, remoteVisits }: VisitFees): Record<VisitType, string | null> {
  return { in_person: consultationFee, audio: remoteVisits.audio, video: remoteVisits.video };
}

/** The kinds of visit the provider can be booked for, in the order the dialog lists them. */
export function visitChoices(provider: VisitFees): VisitChoice[] {
  const fees = feesByType(provider);
  return VISIT_TYPES.flatMap((type) => {
    const fee = fees[type];
    return fee === null ? [] : [{ type, fee }];
  });
}

/** The fee shown for a kind of visit (the in-person fee for one not offered: the server refuses it anyway). */
export function visitFee(provider: VisitFees, type: VisitType): string {
  return feesByType(provider)[type] ?? provider.consultationFee;
}
