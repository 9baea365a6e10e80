/** Remote visits for the API tests: a visit within its join window, joining it, and a side in its room. */
import type { JoinAnswer, RoomMessage } from "@gh/contracts/visit-calls";
import { expect } from "vitest";
import type { appointments } from "../src/db/schema.ts";
import { api, insertAppointment, insertProvider, signIn, signedInPatient } from "./fixtures.ts";

const MINUTE = 60_000;

/**
 * A paid, confirmed audio visit starting `startsIn` ms from now (5 minutes: its join window is open),
 * with its patient and provider signed in.
 */
export async function remoteVisit(overrides: Partial<typeof appointments.$inferInsert> & { startsIn?: number } = {}) {
  const { startsIn = 5 * MINUTE, ...columns } = overrides;
  const { provider, user: providerUser } = await insertProvider({ offersAudio: true, offersVideo: true, phone: "+233302123456" });
  const { patient, cookie: patientCookie } = await signedInPatient({ firstName: "Ama", lastName: "Owusu" });
  const appointment = await insertAppointment({
    patientId: patient.id,
    providerId: provider.id,
    startsAt: Math.floor((Date.now() + startsIn) / MINUTE) * MINUTE,
    status: "confirmed",
    paymentStatus: "completed",
    transactionId: `apt_call_${crypto.randomUUID()}`,
    visitType: "audio",
    patientPhone: "+233245550202",
    ...columns,
  });
  return { appointment, patient, provider, providerUser, patientCookie, providerCookie: await signIn(providerUser.id) };
}

/** POST /api/appointments/:id/join as the browser sends it (no body). */
export function join(appointmentId: number, cookie?: string) {
  return api(`/api/appointments/${appointmentId}/join`, { method: "POST", headers: { Origin: "http://127.0.0.1", ...(cookie ? { Cookie: cookie } : {}) } });
}

export async function joined(appointmentId: number, cookie: string): Promise<JoinAnswer> {
  const response = await join(appointmentId, cookie);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as JoinAnswer;
}

/** Waits until `check` holds (the room answers over sockets, a few ms later). */
export async function until(check: () => boolean, what: string, timeoutMs = 3_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One side's connection to a room: what it received, and how it was closed. */
export interface RoomSide {
  ws: WebSocket;
  messages: RoomMessage[];
  closed: { code: number; reason: string } | null;
  /** The latest "room" message (who is in, whether admitted). */
  room(): Extract<RoomMessage, { type: "room" }> | undefined;
  send(message: unknown): void;
  /** Waits for the room to close this connection, and answers its code. */
  closeCode(): Promise<number>;
  of<T extends RoomMessage["type"]>(type: T): Extract<RoomMessage, { type: T }>[];
}

/** Opens the room's WebSocket at `roomPath`, as the call screen does. */
export async function enter(roomPath: string): Promise<RoomSide> {
  const response = await api(roomPath, { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  const side: RoomSide = {
    ws,
    messages: [],
    closed: null,
    room: () => side.of("room").at(-1),
    send: (message) => ws.send(JSON.stringify(message)),
    closeCode: async () => {
      await until(() => side.closed !== null, "the room to close the connection");
      return side.closed!.code;
    },
    of: <T extends RoomMessage["type"]>(type: T) => side.messages.filter((message): message is Extract<RoomMessage, { type: T }> => message.type === type),
  };
  ws.addEventListener("message", (event) => {
    side.messages.push(JSON.parse(event.data as string) as RoomMessage);
  });
  ws.addEventListener("close", (event) => {
    side.closed = { code: event.code, reason: event.reason };
  });
  ws.accept();
  open.add(side);
  return side;
}

const open = new Set<RoomSide>();

/** Closes every connection a test left open (in afterEach), as a browser tab closing would. */
export function leaveRooms(): void {
  for (const side of open) if (side.closed === null) side.ws.close(1000, "Test over");
  open.clear();
}
