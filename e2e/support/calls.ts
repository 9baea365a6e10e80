/**
 * Watching a remote visit's WebRTC connection from the outside, as chrome://webrtc-internals would:
 * an init script keeps every RTCPeerConnection the page makes, and `callStats` reads the newest one's
 * getStats(). The app carries no test hooks; this is the browser's own API, observed.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { bookAndPayVisit } from "./booking";
import { licensedProvider, type RegisteredProvider } from "./providers";
import { moveAppointmentTo, offSlotMinute } from "./test-database";

/** Chromium's fake camera and microphone, granted without a prompt (playwright.config.ts adds the loopback flag). */
export const FAKE_MEDIA_PERMISSIONS = ["microphone", "camera"];

/**
 * Keeps each RTCPeerConnection the context's pages create, newest last. Browser code is source text
 * here: the benchmarks import this file and are type-checked without the DOM library.
 */
export async function watchPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(`(() => {
    const Original = window.RTCPeerConnection;
    const kept = [];
    Object.defineProperty(window, "__peerConnections", { value: kept });
    window.RTCPeerConnection = class extends Original {
      constructor(configuration) {
        super(configuration);
        kept.push(this);
      }
    };
  })()`);
}

export interface CallStats {
  /** Audio payload received, bytes. */
  inboundAudioBytes: number;
  /** Audio sent in RTP packets (payload and RTP headers), bytes. */
  outboundAudioRtpBytes: number;
  /**
   * What the connection sent on the wire, bytes: its transport's bytes (SRTP and RTCP included) and
   * 28 bytes of IPv4 and UDP headers per packet. In an audio visit, that is the voice's whole cost.
   */
  transportWireBytes: number;
  /** Video packets sent. */
  outboundVideoPackets: number;
  /** The newest connection's state ("connected", …), or "none" before one exists. */
  connectionState: string;
}

const READ_CALL_STATS = `(async () => {
  const pc = (window.__peerConnections || []).at(-1);
  const stats = { inboundAudioBytes: 0, outboundAudioRtpBytes: 0, transportWireBytes: 0, outboundVideoPackets: 0, connectionState: pc ? pc.connectionState : "none" };
  if (!pc) return stats;
  (await pc.getStats()).forEach((report) => {
    if (report.type === "inbound-rtp" && report.kind === "audio") stats.inboundAudioBytes += Number(report.bytesReceived || 0);
    if (report.type === "outbound-rtp" && report.kind === "audio") stats.outboundAudioRtpBytes += Number(report.bytesSent || 0) + Number(report.headerBytesSent || 0);
    if (report.type === "transport") stats.transportWireBytes += Number(report.bytesSent || 0) + 28 * Number(report.packetsSent || 0);
    if (report.type === "outbound-rtp" && report.kind === "video") stats.outboundVideoPackets += Number(report.packetsSent || 0);
  });
  return stats;
})()`;

/** The newest peer connection's counters, summed over its RTP streams. */
export async function callStats(page: Page): Promise<CallStats> {
  return (await page.evaluate(READ_CALL_STATS)) as CallStats;
}

/**
 * A paid, confirmed remote visit that can be joined now: `patient` (the demo patient, signed in)
 * books `providerId` for a visit of `visitType` through the API and pays in the sandbox, the provider
 * (signed in on `provider`) confirms it, and the appointment is moved to a few minutes from now, as
 * no one can book (test-database.ts). `persistTo`: the server's local state, when not the e2e server's.
 */
export async function joinableVisit(
  patient: APIRequestContext,
  provider: APIRequestContext,
  providerId: number,
  visitType: "audio" | "video",
  persistTo?: string,
): Promise<number> {
  const { id } = await bookAndPayVisit(patient, providerId, "Follow-up on blood pressure", visitType);
  expect((await provider.patch(`/api/providers/appointments/${id}`, { data: { status: "confirmed" } })).status()).toBe(200);
  moveAppointmentTo(id, offSlotMinute(5 * 60_000), persistTo);
  return id;
}

/** A newly registered provider (signed in on `request`) who offers audio and video visits at their consultation fee. */
export async function remoteVisitProvider(request: APIRequestContext): Promise<RegisteredProvider> {
  const provider = await licensedProvider(request);
  expect((await request.patch("/api/providers/edit-profile", { data: { offersAudio: true, offersVideo: true } })).status()).toBe(200);
  return provider;
}
