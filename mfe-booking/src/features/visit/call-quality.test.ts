import { describe, expect, it } from "vitest";
import { judgeConnection, keepWindow, readCallSample, type CallSample, type RtcStat } from "./call-quality";

/** A sample `seconds` into the call, with running totals as a healthy audio and video call has them. */
function sample(seconds: number, overrides: Partial<CallSample> = {}): CallSample {
  return {
    at: seconds * 1000,
    roundTripMs: 80,
    availableOutgoingBitrate: 600_000,
    packetsReceived: seconds * 50,
    packetsLost: 0,
    packetsSent: seconds * 50,
    remotePacketsLost: 0,
    ...overrides,
  };
}

/** Samples every 2 s from `from` to `to` seconds, each shaped by `shape`. */
function samples(from: number, to: number, shape: (seconds: number) => Partial<CallSample> = () => ({})) {
  let window: CallSample[] = [];
  for (let seconds = from; seconds <= to; seconds += 2) window = keepWindow(window, sample(seconds, shape(seconds)));
  return window;
}

describe("readCallSample", () => {
  it("reads totals, the selected connection's round trip and the estimated outgoing bandwidth from a Chromium report", () => {
    const report: RtcStat[] = [
      { type: "inbound-rtp", kind: "audio", packetsReceived: 500, packetsLost: 12 },
      { type: "inbound-rtp", kind: "video", packetsReceived: 900, packetsLost: 3 },
      { type: "outbound-rtp", kind: "audio", packetsSent: 480 },
      { type: "outbound-rtp", kind: "video", packetsSent: 870 },
      { type: "remote-inbound-rtp", kind: "audio", packetsLost: 7 },
      { type: "transport", selectedCandidatePairId: "CP2" },
      { type: "candidate-pair", id: "CP1", nominated: true, state: "succeeded", currentRoundTripTime: 0.9, availableOutgoingBitrate: 1 },
      { type: "candidate-pair", id: "CP2", nominated: true, state: "succeeded", currentRoundTripTime: 0.25, availableOutgoingBitrate: 300_000 },
    ];
    expect(readCallSample(report, 4000)).toEqual({
      at: 4000,
      roundTripMs: 250,
      availableOutgoingBitrate: 300_000,
      packetsReceived: 1400,
      packetsLost: 15,
      packetsSent: 1350,
      remotePacketsLost: 7,
    });
  });

  it("takes the nominated working pair where no transport names one (Firefox)", () => {
    const report: RtcStat[] = [
      { type: "candidate-pair", id: "a", nominated: false, state: "failed", currentRoundTripTime: 2 },
      { type: "candidate-pair", id: "b", nominated: true, state: "succeeded", currentRoundTripTime: 0.05 },
    ];
    expect(readCallSample(report, 0)).toMatchObject({ roundTripMs: 50, availableOutgoingBitrate: null });
  });
});

describe("judgeConnection", () => {
  it("says nothing from a single sample", () => {
    expect(judgeConnection([sample(2)])).toEqual({ quality: null, tooWeakForVideo: false });
  });

  it("keeps only the last five seconds of samples", () => {
    expect(samples(0, 20).map((each) => each.at)).toEqual([16_000, 18_000, 20_000]);
  });

  it("calls a clean, fast connection good and keeps the video", () => {
    expect(judgeConnection(samples(0, 10))).toEqual({ quality: "good", tooWeakForVideo: false });
  });

  it("drops video when more than 10 % of the packets coming in were lost over the window", () => {
    // 50 packets a second arrive, of which 8 more were lost each second from 6 s on: 14 % loss.
    const lossy = samples(0, 12, (seconds) => ({ packetsReceived: seconds * 50 - Math.max(0, seconds - 6) * 8, packetsLost: Math.max(0, seconds - 6) * 8 }));
    expect(judgeConnection(lossy)).toEqual({ quality: "poor", tooWeakForVideo: true });
  });

  it("drops video when the other side reports heavy loss of what this side sends", () => {
    const lossy = samples(0, 12, (seconds) => ({ remotePacketsLost: seconds * 7 }));
    expect(judgeConnection(lossy).tooWeakForVideo).toBe(true);
  });

  it("calls a few per cent of loss weak, without dropping video", () => {
    const patchy = samples(0, 12, (seconds) => ({ packetsLost: seconds * 2 }));
    expect(judgeConnection(patchy)).toEqual({ quality: "weak", tooWeakForVideo: false });
  });

  it("drops video when the estimated bandwidth stays under 120 kbps through the window", () => {
    expect(judgeConnection(samples(0, 12, () => ({ availableOutgoingBitrate: 90_000 })))).toEqual({ quality: "weak", tooWeakForVideo: true });
  });

  it("keeps video when the bandwidth dipped only once in the window", () => {
    const dip = samples(0, 12, (seconds) => ({ availableOutgoingBitrate: seconds === 10 ? 90_000 : 400_000 }));
    expect(judgeConnection(dip)).toEqual({ quality: "weak", tooWeakForVideo: false });
  });

  it("does not judge the video on the call's first seconds", () => {
    expect(judgeConnection(samples(0, 2, () => ({ availableOutgoingBitrate: 50_000 }))).tooWeakForVideo).toBe(false);
  });

  it("calls a slow round trip weak, then poor", () => {
    expect(judgeConnection(samples(0, 8, () => ({ roundTripMs: 600 }))).quality).toBe("weak");
    expect(judgeConnection(samples(0, 8, () => ({ roundTripMs: 1500 }))).quality).toBe("poor");
  });

  it("ignores loss figures over too few packets (silence with silence suppression)", () => {
    const quiet = samples(0, 8, (seconds) => ({ packetsReceived: seconds, packetsLost: Math.floor(seconds / 2), packetsSent: seconds }));
    expect(judgeConnection(quiet)).toEqual({ quality: "good", tooWeakForVideo: false });
  });
});
