/**
 * Entering a visit: the server's join answer (a token for one entry into the room), and the tab's
 * memory that this visit was joined, so that a reload goes straight back into the call once the
 * devices answer. The memory is the tab's own (sessionStorage) and holds only the visit's number.
 */
import { apiRequest } from "@gh/api-client";
import type { JoinAnswer } from "@gh/contracts/visit-calls";

export function joinVisit(appointmentId: number): Promise<JoinAnswer> {
  return apiRequest<JoinAnswer>("POST", `/api/appointments/${appointmentId}/join`);
}

/** A token closer than this to its end is not used: a fresh one is asked for. */
const TOKEN_MARGIN_MS = 10_000;

export function tokenFresh(answer: JoinAnswer, now = Date.now()): boolean {
  return Date.parse(answer.tokenExpiresAt) - now > TOKEN_MARGIN_MS;
}

const key = (appointmentId: number) => `gh-visit-joined:${appointmentId}`;

export function rememberJoined(appointmentId: number, joined: boolean): void {
  try {
    if (joined) sessionStorage.setItem(key(appointmentId), "1");
    else sessionStorage.removeItem(key(appointmentId));
  } catch {
    // Storage refused (a private window's quota): a reload then asks to join again, nothing worse.
  }
}

export function wasJoined(appointmentId: number): boolean {
  try {
    return sessionStorage.getItem(key(appointmentId)) === "1";
  } catch {
    return false;
  }
}
