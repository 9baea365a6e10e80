/**
 * POST /api/appointments/:id/join (docs/product-rules.md#remote-visits): the appointment's patient or
 * provider, within the join window of a paid, confirmed audio or video visit, gets a token for one
 * entry into the visit's room. The room keeps the token (only its hash) and spends it at first use, so
 * a token is good once, for that room, within JOIN_TOKEN_TTL_MS.
 */
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import { providerName } from "@gh/contracts/regions";
import { JOIN_TOKEN_TTL_MS, type CallRole, type JoinAnswer } from "@gh/contracts/visit-calls";
import { isRemoteVisit } from "@gh/contracts/visit-types";
import { iceServersForJoin } from "../../adapters/ice-servers.ts";
import { requireUser } from "../../auth/guards.ts";
import type { SessionUser } from "../../auth/session.ts";
import { joinClosesAt } from "@gh/contracts/visit-types";
import { JOIN_MESSAGES, joinProblem } from "../../calls/join-rules.ts";
import { mintJoinToken } from "../../calls/join-token.ts";
import { callRoom } from "../../calls/room-stub.ts";
import { database } from "../../db/client.ts";
import { callParties, type CallParties } from "../../db/visit-calls.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { joinRoute } from "./routes.ts";

/** The side `user` takes in the appointment's call, or null when it is not theirs. */
function roleOf(user: SessionUser, { appointment, provider }: CallParties): CallRole | null {
  if (appointment.patientId === user.id) return "patient";
  if (provider.userId === user.id) return "provider";
  return null;
}

/** Whom the caller is talking to: the patient as booked, or the provider and their practice's phone. */
function otherSide(role: CallRole, { appointment, provider, providerUser }: CallParties): JoinAnswer["other"] {
  if (role === "provider") return { name: appointment.patientName, phone: appointment.patientPhone };
  return { name: providerName({ title: provider.title, user: providerUser }), phone: provider.phone || null };
}

export const joinRoutes = declaredRoutes().openapi(guarded(joinRoute, requireUser()), async (c) => {
  const db = database(c.env);
  const user = c.get("user");
  const parties = await callParties(db, c.req.valid("param").id);
  const role = parties && roleOf(user, parties);
  // Another person's appointment answers exactly like a missing one.
  if (!parties || !role) throw notFound(APPOINTMENT_MESSAGES.notFound);
  const { appointment } = parties;
  const now = Date.now();
  const problem = joinProblem(appointment, now);
  if (problem || !isRemoteVisit(appointment.visitType)) throw new AppError(409, "conflict", problem ?? JOIN_MESSAGES.inPerson);

  const closesAt = joinClosesAt(appointment.startsAt);
  const { token, tokenHash } = await mintJoinToken();
  const expiresAt = now + JOIN_TOKEN_TTL_MS;
  const registered = await callRoom(c.env, appointment.id).register({ appointmentId: appointment.id, tokenHash, role, userId: user.id, expiresAt, joinClosesAt: closesAt });
  if (registered === "ended") throw new AppError(409, "conflict", JOIN_MESSAGES.ended);

  const answer: JoinAnswer = {
    appointmentId: appointment.id,
    role,
    visitType: appointment.visitType,
    roomPath: `/api/appointments/${appointment.id}/room?token=${token}`,
    tokenExpiresAt: new Date(expiresAt).toISOString(),
    iceServers: await iceServersForJoin(c.env, closesAt, now),
    startsAt: new Date(appointment.startsAt).toISOString(),
    joinClosesAt: new Date(closesAt).toISOString(),
    other: otherSide(role, parties),
  };
  return c.json(answer, 200);
});
