/**
 * The call's decisions that need no browser: what a room's close code means, when the provider
 * (the offering side) starts a new connection, how long to wait before entering again, and which
 * state the screen is in (docs/product-rules.md#remote-visits).
 */
import { ROOM_CLOSE, type CallRole } from "@gh/contracts/visit-calls";

/** Why a call ended on this side. */
export type CallEnd = "left" | "replaced" | "over" | "ended" | "refused";

/** What the page shows, and what `data-call-state` on its root says. */
export type CallState = "device-check" | "waiting" | "connecting" | "connected" | "reconnecting" | "ended" | "phone-fallback";

/** With no connection this long after both sides are in the call, "Call by phone" is offered. */
export const PHONE_FALLBACK_MS = 30_000;
/** Disconnected this long, the connection restarts its ICE (a new path through the network). */
export const ICE_RESTART_MS = 4000;

/** What a close of the room's socket means: an end, one refusal worth a fresh token, or a lost line. */
export function closeReason(code: number): Exclude<CallEnd, "left"> | "token" | "lost" {
  switch (code) {
    case ROOM_CLOSE.replaced:
      return "replaced";
    case ROOM_CLOSE.over:
      return "over";
    case ROOM_CLOSE.ended:
      return "ended";
    case ROOM_CLOSE.refused:
      return "token";
    default:
      return "lost";
  }
}

/** The wait before the `attempt`th entry after a lost line (0 first): 1, 2, 4, 8, then every 10 s. */
export function rejoinDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

export interface RoomView {
  role: CallRole;
  /** The other side's connection in the room, or null. */
  peer: string | null;
  admitted: boolean;
}

/**
 * Whether the provider starts a new connection (and sends an offer): the patient is in and admitted,
 * and is a connection this side has not offered to yet (a reload or a network switch is a new one).
 */
export function mustOffer(room: RoomView, offeredTo: string | null): boolean {
  return room.role === "provider" && room.peer !== null && room.admitted && room.peer !== offeredTo;
}

export interface CallFacts {
  ended: boolean;
  /** The room's socket: opening the first time, open, or being opened again after a lost line. */
  socket: "opening" | "open" | "reconnecting";
  peer: string | null;
  admitted: boolean;
  connection: RTCPeerConnectionState | "none";
  phoneFallback: boolean;
}

export function callState(facts: CallFacts): CallState {
  if (facts.ended) return "ended";
  if (facts.connection === "connected") return "connected";
  if (facts.phoneFallback) return "phone-fallback";
  if (facts.socket === "reconnecting" || facts.connection === "disconnected" || facts.connection === "failed") return "reconnecting";
  if (!facts.peer || !facts.admitted) return "waiting";
  return "connecting";
}
