/**
 * The provider's remote visits as sent by a profile form (docs/product-rules.md#remote-visits) to the
 * providers row's columns: a fee left empty is stored as null (that visit charges the in-person fee);
 * a field left out is undefined, which the update does not write.
 */
import { cedisToPesewas } from "@gh/contracts/money";

interface RemoteVisitInput {
  offersAudio?: boolean;
  offersVideo?: boolean;
  audioFee?: string | null;
  videoFee?: string | null;
}

const feeColumn = (fee: string | null | undefined) => (fee === undefined ? undefined : fee === null ? null : cedisToPesewas(fee)!);

export function remoteVisitColumns(input: RemoteVisitInput) {
  return {
    offersAudio: input.offersAudio,
    offersVideo: input.offersVideo,
    audioFeePesewas: feeColumn(input.audioFee),
    videoFeePesewas: feeColumn(input.videoFee),
  };
}
