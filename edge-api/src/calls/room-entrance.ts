/**
 * GET /api/appointments/{id}/room?token=…: the WebSocket into an appointment's room, handed by the
 * Worker to that appointment's Durable Object (call-room.ts), which checks the token and answers the
 * upgrade. It comes before the Hono app: the token is its only credential (no session, no D1 read),
 * and a WebSocket is not an operation the OpenAPI document can describe (the join route's answer,
 * JoinAnswer.roomPath, says where it is). Anything but an upgrade is answered 426.
 */
import { msg } from "@gh/contracts/msg";
import type { Bindings } from "../env.ts";
import { errorBody } from "../http/errors.ts";
import { applySecurityHeaders } from "../http/security-headers.ts";
import { inRequestLanguage, t } from "../i18n/api-texts.ts";
import { callRoom } from "./room-stub.ts";

const ROOM_PATH = /^\/api\/appointments\/(\d{1,15})\/room\/?$/;

const NOT_A_WEBSOCKET = msg("Open the call's room as a WebSocket.");

/** The appointment whose room `url` names, or null when it names none. */
export function roomAppointmentId(url: URL): number | null {
  const match = ROOM_PATH.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

export function enterRoom(request: Request, env: Pick<Bindings, "CALLS">, appointmentId: number): Promise<Response> | Response {
  const upgrade = request.headers.get("Upgrade")?.toLowerCase() === "websocket";
  if (request.method === "GET" && upgrade) return callRoom(env, appointmentId).fetch(request);
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", Upgrade: "websocket" });
  applySecurityHeaders(headers, new URL(request.url));
  const body = inRequestLanguage(request, () => errorBody("bad_request", t(NOT_A_WEBSOCKET)));
  return new Response(JSON.stringify(body), { status: 426, headers });
}
