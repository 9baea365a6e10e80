/**
 * Joining a remote visit and what its room relays (docs/product-rules.md#remote-visits), written once
 * for the Worker's join route and Durable Object and for the call screen. Zod-free: the call screen
 * imports it, and its chunk is budgeted.
 *
 *   POST /api/appointments/{id}/join            → JoinAnswer (a token good for one entry, 60 s)
 *   GET  /api/appointments/{id}/room?token=…     → WebSocket upgrade into the appointment's room
 *
 * In the room, each side sends ClientMessage and receives RoomMessage, JSON text frames. The room
 * relays WebRTC signalling between the two sides; no media passes through us, and nothing said,
 * shown or typed is stored: the server keeps only who joined when and for how long (call_entries).
 */
import type { RemoteVisitType } from "./visit-types.ts";

export type CallRole = "patient" | "provider";

/** An ICE server as RTCPeerConnection takes it (TURN credentials are minted per join, never built in). */
export interface CallIceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** POST /api/appointments/{id}/join: everything the call screen needs to enter the room once. */
export interface JoinAnswer {
  appointmentId: number;
  role: CallRole;
  visitType: RemoteVisitType;
  /** The room's WebSocket path with this entry's token in its query; open it within tokenExpiresAt. */
  roomPath: string;
  tokenExpiresAt: string;
  /** STUN/TURN servers for this call; empty where none are needed (local development, tests). */
  iceServers: CallIceServer[];
  /** The slot's start, and when joining closes (30 minutes after the slot ends). */
  startsAt: string;
  joinClosesAt: string;
  /** The other side, for the screen and for "Call by phone" when no connection is made. */
  other: { name: string; phone: string | null };
}

/** How long a join token admits its holder to the room: long enough to open the socket, no more. */
export const JOIN_TOKEN_TTL_MS = 60 * 1000;

/** The longest text message the room relays during a call. */
export const CALL_CHAT_MAX_LENGTH = 500;

/** A session description or an ICE candidate, passed between the two sides untouched. */
export interface SignalPayload {
  description?: { type: "offer" | "answer"; sdp: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null };
}

/** What a side sends to the room. */
export type ClientMessage =
  | { type: "signal"; signal: SignalPayload }
  /** The provider lets the waiting patient into the call (refused from the patient). */
  | { type: "admit" }
  | { type: "chat"; text: string }
  /** Ask the offering side (the provider) to restart ICE after the connection dropped. */
  | { type: "restart" }
  /** Whether this side is sending video: camera off or audio only says false. */
  | { type: "media"; video: boolean }
  /** The provider ends the visit for both sides; the room refuses entry afterwards. */
  | { type: "end" };

/** What the room sends to a side. */
export type RoomMessage =
  /**
   * On entering and on every change: whether the other side is in the room (and which connection it
   * is, so a rejoin after a reload is seen as new), and whether the provider has admitted the patient.
   */
  | { type: "room"; you: CallRole; peer: string | null; admitted: boolean }
  | { type: "signal"; signal: SignalPayload }
  | { type: "chat"; from: CallRole; text: string; at: string }
  | { type: "restart" }
  | { type: "media"; from: CallRole; video: boolean }
  | { type: "ended" };

/** Close codes the room uses (4000–4999 are the application's). */
export const ROOM_CLOSE = {
  /** The same person joined again elsewhere (a reload, another network): this connection is old. */
  replaced: 4000,
  /** The join window closed. */
  over: 4001,
  /** The provider ended the visit. */
  ended: 4002,
  /** The token was missing, expired, used or not for this room. */
  refused: 4003,
} as const;
