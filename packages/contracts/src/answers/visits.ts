/**
 * Remote visits' routes as zod schemas (docs/product-rules.md#remote-visits): joining a visit's call
 * (the source type is JoinAnswer in ../visit-calls.ts, which the call screen imports without zod) and
 * the provider's visit note. Only the Worker loads this module.
 */
import { z } from "zod";
import { msg } from "../msg.ts";
import type { CallIceServer, JoinAnswer } from "../visit-calls.ts";
import { REMOTE_VISIT_TYPES, VISIT_NOTE_MAX_LENGTH } from "../visit-types.ts";

const instant = () => z.iso.datetime();

export const callIceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]).describe('"stun:…", "turn:…" or "turns:…" addresses of one server.'),
  username: z.string().optional(),
  credential: z.string().optional().describe("Short-lived: minted for this join, valid until the join window closes."),
}) satisfies z.ZodType<CallIceServer>;

/** POST /api/appointments/{id}/join. */
export const joinAnswerSchema = z.object({
  appointmentId: z.number().int(),
  role: z.enum(["patient", "provider"]).describe("The side the caller takes in the room."),
  visitType: z.enum(REMOTE_VISIT_TYPES),
  roomPath: z.string().describe("The room's WebSocket path with this entry's token: `/api/appointments/{id}/room?token=…`. The token admits one connection, once."),
  tokenExpiresAt: instant().describe("Open the room's WebSocket before this (a minute after joining)."),
  iceServers: z.array(callIceServerSchema).describe("STUN/TURN servers for RTCPeerConnection; empty in local development and tests, where none are needed."),
  startsAt: instant().describe("The slot's start."),
  joinClosesAt: instant().describe("When the room closes: 30 minutes after the slot ends."),
  other: z
    .object({ name: z.string(), phone: z.string().nullable() })
    .describe("The other side: for the provider, the patient's name and booking phone; for the patient, the provider's name and practice phone (null when none)."),
}) satisfies z.ZodType<JoinAnswer>;

/** The longest visit note, after trimming. */

/** PUT /api/providers/appointments/{id}/visit-note: trimmed; empty removes the note. */
export const visitNoteInputSchema = z.object({
  note: z
    .string({ message: msg("Write the note as text.") })
    .trim()
    .max(VISIT_NOTE_MAX_LENGTH, msg("The note must be at most 1000 characters.")),
});
