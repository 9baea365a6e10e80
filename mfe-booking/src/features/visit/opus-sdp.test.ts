import { describe, expect, it } from "vitest";
import { tuneOpus } from "./opus-sdp";

/** The shape of Chromium's offer for an audio and video call (trimmed). */
const CHROMIUM_OFFER = [
  "v=0",
  "o=- 4611731400430051336 2 IN IP4 127.0.0.1",
  "s=-",
  "t=0 0",
  "a=group:BUNDLE 0 1",
  "m=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 126",
  "c=IN IP4 0.0.0.0",
  "a=mid:0",
  "a=sendrecv",
  "a=rtpmap:111 opus/48000/2",
  "a=rtcp-fb:111 transport-cc",
  "a=fmtp:111 minptime=10;useinbandfec=1",
  "a=rtpmap:63 red/48000/2",
  "a=fmtp:63 111/111",
  "a=rtpmap:126 telephone-event/8000",
  "m=video 9 UDP/TLS/RTP/SAVPF 96 97",
  "c=IN IP4 0.0.0.0",
  "a=mid:1",
  "a=rtpmap:96 VP8/90000",
  "a=rtpmap:97 rtx/90000",
  "a=fmtp:97 apt=96",
  "",
].join("\r\n");

const audioSection = (sdp: string) => sdp.slice(sdp.indexOf("m=audio"), sdp.indexOf("m=video"));

describe("tuneOpus", () => {
  it("caps Opus near 12 kbps with 60 ms packets, error correction and silence suppression, keeping its other parameters", () => {
    const audio = audioSection(tuneOpus(CHROMIUM_OFFER)).split("\r\n");
    expect(audio).toContain("a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=12000;ptime=60;usedtx=1");
    expect(audio[audio.indexOf("a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=12000;ptime=60;usedtx=1") + 1]).toBe("a=ptime:60");
  });

  it("leaves the other codecs, the video section and the line endings as they were", () => {
    const tuned = tuneOpus(CHROMIUM_OFFER);
    expect(tuned).toContain("a=fmtp:63 111/111\r\n");
    expect(tuned.slice(tuned.indexOf("m=video"))).toBe(CHROMIUM_OFFER.slice(CHROMIUM_OFFER.indexOf("m=video")));
    expect(tuned.replace(/\r\n/g, "")).not.toContain("\n");
    expect(tuned.endsWith("\r\n")).toBe(true);
  });

  it("is the same when applied twice (a received description is tuned again)", () => {
    const once = tuneOpus(CHROMIUM_OFFER);
    expect(tuneOpus(once)).toBe(once);
  });

  it("replaces a packet time already there and overrides a higher bitrate", () => {
    const answer = CHROMIUM_OFFER.replace("a=fmtp:111 minptime=10;useinbandfec=1", "a=fmtp:111 maxaveragebitrate=64000;useinbandfec=0\r\na=ptime:20");
    const audio = audioSection(tuneOpus(answer));
    expect(audio).toContain("a=fmtp:111 maxaveragebitrate=12000;useinbandfec=1;ptime=60;usedtx=1\r\na=ptime:60\r\n");
    expect(audio).not.toContain("a=ptime:20");
  });

  it("adds the parameters line after Opus when the description has none", () => {
    const bare = "v=0\nm=audio 9 UDP/TLS/RTP/SAVPF 109\na=rtpmap:109 opus/48000/2\na=sendrecv\n";
    expect(tuneOpus(bare)).toBe(
      "v=0\nm=audio 9 UDP/TLS/RTP/SAVPF 109\na=rtpmap:109 opus/48000/2\na=fmtp:109 maxaveragebitrate=12000;ptime=60;useinbandfec=1;usedtx=1\na=ptime:60\na=sendrecv\n",
    );
  });

  it("leaves a description without Opus alone", () => {
    const pcmu = "v=0\r\nm=audio 9 RTP/AVP 0\r\na=rtpmap:0 PCMU/8000\r\n";
    expect(tuneOpus(pcmu)).toBe(pcmu);
  });
});
