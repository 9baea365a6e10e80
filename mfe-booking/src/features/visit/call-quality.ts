/**
 * How good the call's connection is, judged from successive getStats() samples (taken every
 * QUALITY_SAMPLE_MS): the loss over the last few seconds in both directions, the round-trip time
 * and the bandwidth the browser estimates it can send. The same samples tell when video is too
 * heavy for the line, so the call drops to audio by itself (docs/product-rules.md#remote-visits).
 */

export const QUALITY_SAMPLE_MS = 2000;
/** Loss and bandwidth are judged over this long, so one bad second does not end the video. */
export const QUALITY_WINDOW_MS = 5000;
/** More loss than this over the window is heavy: video goes, audio (with its error correction) stays. */
export const HEAVY_LOSS = 0.1;
/** Below this estimated outgoing bandwidth, video at its 150 kbps cap would crowd out the audio. */
export const VIDEO_MIN_BITRATE = 120_000;
/** Fewer packets than this in the window say nothing about loss. */
const MIN_PACKETS = 20;

export type CallQuality = "good" | "weak" | "poor";

/** One reading of the connection: running totals, compared between readings. */
export interface CallSample {
  at: number;
  /** Of the connection in use (its selected candidate pair), in ms; null before one is chosen. */
  roundTripMs: number | null;
  /** The browser's estimate of what it can send, in bits per second; null where it gives none. */
  availableOutgoingBitrate: number | null;
  packetsReceived: number;
  packetsLost: number;
  packetsSent: number;
  /** Packets of ours the other side reported lost. */
  remotePacketsLost: number;
}

/** The fields of the WebRTC statistics read here (a report holds many more). */
export interface RtcStat {
  type: string;
  id?: string;
  kind?: string;
  packetsReceived?: number;
  packetsLost?: number;
  packetsSent?: number;
  currentRoundTripTime?: number;
  availableOutgoingBitrate?: number;
  nominated?: boolean;
  state?: string;
  selectedCandidatePairId?: string;
}

/** A sample from a statistics report (`(await pc.getStats()).values()`). */
export function readCallSample(stats: Iterable<RtcStat>, at: number): CallSample {
  const sample: CallSample = {
    at,
    roundTripMs: null,
    availableOutgoingBitrate: null,
    packetsReceived: 0,
    packetsLost: 0,
    packetsSent: 0,
    remotePacketsLost: 0,
  };
  const pairs = new Map<string, RtcStat>();
  let selectedPairId: string | undefined;
  for (const stat of stats) {
    if (stat.type === "inbound-rtp") {
      sample.packetsReceived += stat.packetsReceived ?? 0;
      sample.packetsLost += Math.max(0, stat.packetsLost ?? 0);
    } else if (stat.type === "outbound-rtp") {
      sample.packetsSent += stat.packetsSent ?? 0;
    } else if (stat.type === "remote-inbound-rtp") {
      sample.remotePacketsLost += Math.max(0, stat.packetsLost ?? 0);
    } else if (stat.type === "transport") {
      selectedPairId ??= stat.selectedCandidatePairId;
    } else if (stat.type === "candidate-pair" && stat.id) {
      pairs.set(stat.id, stat);
    }
  }
  // Firefox names no selected pair on a transport: there the nominated, working pair is the one in use.
  const pair = (selectedPairId && pairs.get(selectedPairId)) || [...pairs.values()].find((each) => each.nominated && each.state === "succeeded");
  if (pair?.currentRoundTripTime !== undefined) sample.roundTripMs = pair.currentRoundTripTime * 1000;
  if (pair?.availableOutgoingBitrate !== undefined) sample.availableOutgoingBitrate = pair.availableOutgoingBitrate;
  return sample;
}

/** The samples to judge by once `sample` is taken: those of the last QUALITY_WINDOW_MS. */
export function keepWindow(samples: readonly CallSample[], sample: CallSample): CallSample[] {
  return [...samples.filter((each) => each.at >= sample.at - QUALITY_WINDOW_MS), sample];
}

export interface QualityVerdict {
  /** Null until two samples are there to compare. */
  quality: CallQuality | null;
  /** Whether to stop sending video: heavy loss, or too little bandwidth, all through the window. */
  tooWeakForVideo: boolean;
}

/** What the window of samples (oldest first) says about the connection. */
export function judgeConnection(samples: readonly CallSample[]): QualityVerdict {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || first === last) return { quality: null, tooWeakForVideo: false };
  const received = last.packetsReceived - first.packetsReceived;
  const lost = last.packetsLost - first.packetsLost;
  const sent = last.packetsSent - first.packetsSent;
  const remoteLost = last.remotePacketsLost - first.remotePacketsLost;
  const inboundLoss = received + lost >= MIN_PACKETS ? lost / (received + lost) : 0;
  const outboundLoss = sent >= MIN_PACKETS ? remoteLost / sent : 0;
  const loss = Math.max(inboundLoss, outboundLoss);
  const bitrates = samples.map((each) => each.availableOutgoingBitrate).filter((bitrate) => bitrate !== null);
  const lowBandwidth = bitrates.length === samples.length && Math.max(...bitrates) < VIDEO_MIN_BITRATE;
  const roundTrip = last.roundTripMs ?? 0;
  const lowestBitrate = bitrates.length > 0 ? Math.min(...bitrates) : Infinity;

  let quality: CallQuality = "good";
  if (loss > HEAVY_LOSS || roundTrip > 1000 || lowestBitrate < 40_000) quality = "poor";
  else if (loss > 0.03 || roundTrip > 400 || lowestBitrate < VIDEO_MIN_BITRATE) quality = "weak";
  // A verdict to drop video needs nearly the whole window, not the first seconds of a call.
  const longEnough = last.at - first.at >= QUALITY_WINDOW_MS - QUALITY_SAMPLE_MS / 2;
  return { quality, tooWeakForVideo: longEnough && (loss > HEAVY_LOSS || lowBandwidth) };
}
