/**
 * A remote visit's room, through the Worker as the call screen uses it: join, then open the room's
 * WebSocket with the token. The room admits each token once, keeps the patient waiting until the
 * provider admits them, relays between the sides, lets a newer connection replace an older one,
 * closes when the provider ends the visit or the window closes, and records only who was in it when.
 */
import { env } from "cloudflare:workers";
import { ROOM_CLOSE } from "@gh/contracts/visit-calls";
import { afterEach, describe, expect, it } from "vitest";
import { api, db } from "../../test/fixtures.ts";
import { enter, join, joined, leaveRooms, remoteVisit, until, type RoomSide } from "../../test/visit-calls.ts";
import { entriesOf } from "../db/call-entries.ts";
import { mintJoinToken } from "./join-token.ts";
import { callRoom } from "./room-stub.ts";

const MINUTE = 60_000;
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

/** The patient and the provider, both in the room (the provider first), neither admitted yet. */
async function bothInRoom() {
  const visit = await remoteVisit();
  const provider = await enter((await joined(visit.appointment.id, visit.providerCookie)).roomPath);
  const patient = await enter((await joined(visit.appointment.id, visit.patientCookie)).roomPath);
  await until(() => Boolean(provider.room()?.peer && patient.room()?.peer), "each side to see the other");
  return { visit, provider, patient };
}

async function admitted(provider: RoomSide, patient: RoomSide) {
  provider.send({ type: "admit" });
  await until(() => Boolean(patient.room()?.admitted && provider.room()?.admitted), "the admission");
}

/** Lets the room handle what was sent, for asserting that nothing arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(leaveRooms);

describe("the room of a remote visit", () => {
  it("lets both sides in, keeps the patient waiting until the provider admits them, then relays between them", async () => {
    const { provider, patient } = await bothInRoom();
    expect(provider.room()).toEqual({ type: "room", you: "provider", peer: expect.any(String), admitted: false });
    expect(patient.room()).toEqual({ type: "room", you: "patient", peer: expect.any(String), admitted: false });
    // The provider alone at first: no peer.
    expect(provider.of("room")[0]).toEqual({ type: "room", you: "provider", peer: null, admitted: false });

    // While waiting, nothing passes, and the patient cannot let themselves in.
    patient.send({ type: "signal", signal: { description: { type: "offer", sdp: "v=0 waiting" } } });
    patient.send({ type: "chat", text: "Hello?" });
    patient.send({ type: "admit" });
    await settle();
    expect(provider.of("signal")).toEqual([]);
    expect(provider.of("chat")).toEqual([]);
    expect(patient.room()?.admitted).toBe(false);

    await admitted(provider, patient);
    provider.send({ type: "signal", signal: { description: { type: "offer", sdp: "v=0 offer" } } });
    patient.send({ type: "signal", signal: { candidate: { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 } } });
    patient.send({ type: "chat", text: "  Good morning, doctor  " });
    patient.send({ type: "media", video: false });
    patient.send({ type: "restart" });
    await until(() => patient.of("signal").length === 1 && provider.of("restart").length === 1 && provider.of("chat").length === 1, "the relayed messages");
    expect(patient.of("signal")).toEqual([{ type: "signal", signal: { description: { type: "offer", sdp: "v=0 offer" } } }]);
    expect(provider.of("signal")).toEqual([{ type: "signal", signal: { candidate: { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 } } }]);
    expect(provider.of("media")).toEqual([{ type: "media", from: "patient", video: false }]);
    // A chat message goes to both sides, trimmed, with who wrote it and when.
    const chat = { type: "chat", from: "patient", text: "Good morning, doctor", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
    expect(provider.of("chat")).toEqual([chat]);
    await until(() => patient.of("chat").length === 1, "the patient's own copy of the chat");
    expect(patient.of("chat")).toEqual([chat]);
    // Nothing comes back to the side that sent a signal, and a blank or too long message is not relayed.
    patient.send({ type: "chat", text: "   " });
    patient.send({ type: "chat", text: "x".repeat(501) });
    patient.send({ type: "signal", signal: { description: { type: "rollback" } } });
    await settle();
    expect(provider.of("chat")).toHaveLength(1);
    expect(provider.of("signal")).toHaveLength(1);
  });

  it("admits a token once, in its own room only, before it expires", async () => {
    const visit = await remoteVisit();
    const { roomPath } = await joined(visit.appointment.id, visit.patientCookie);
    const first = await enter(roomPath);
    await until(() => first.room() !== undefined, "the first entry");
    const again = await enter(roomPath);
    expect(await again.closeCode()).toBe(ROOM_CLOSE.refused);

    // Another visit's token does not open this room, nor does no token or a made-up one.
    const other = await remoteVisit();
    const { roomPath: otherPath } = await joined(other.appointment.id, other.patientCookie);
    const token = new URL(otherPath, "http://127.0.0.1").searchParams.get("token");
    for (const path of [`/api/appointments/${visit.appointment.id}/room?token=${token}`, `/api/appointments/${visit.appointment.id}/room`, `/api/appointments/${visit.appointment.id}/room?token=${"A".repeat(43)}`]) {
      expect(await (await enter(path)).closeCode(), path).toBe(ROOM_CLOSE.refused);
    }
    // A token past its minute is refused (registered as the join route does, already expired).
    const expired = await mintJoinToken();
    const now = Date.now();
    await callRoom(env, visit.appointment.id).register({ appointmentId: visit.appointment.id, tokenHash: expired.tokenHash, role: "provider", userId: visit.providerUser.id, expiresAt: now - 1, joinClosesAt: now + 60 * MINUTE });
    expect(await (await enter(`/api/appointments/${visit.appointment.id}/room?token=${expired.token}`)).closeCode()).toBe(ROOM_CLOSE.refused);
    // The one entry that was let in is still the only one.
    expect(first.closed).toBeNull();
    expect(await entriesOf(db(), visit.appointment.id)).toHaveLength(1);
  });

  it("answers anything but a WebSocket upgrade with 426", async () => {
    const { api } = await import("../../test/fixtures.ts");
    const response = await api("/api/appointments/1/room?token=x");
    expect(response.status).toBe(426);
    expect(await errorOf(response)).toMatchObject({ code: "bad_request", message: "Open the call's room as a WebSocket." });
  });

  it("lets a newer connection of the same side replace the older one; the other side sees a new peer and the admission holds", async () => {
    const { visit, provider, patient } = await bothInRoom();
    await admitted(provider, patient);
    const before = provider.room()!.peer;

    // The patient reloads: a new join, a new connection.
    const reloaded = await enter((await joined(visit.appointment.id, visit.patientCookie)).roomPath);
    expect(await patient.closeCode()).toBe(ROOM_CLOSE.replaced);
    await until(() => provider.room()?.peer !== before, "the provider to see the new connection");
    expect(provider.room()).toEqual({ type: "room", you: "provider", peer: expect.any(String), admitted: true });
    await until(() => reloaded.room() !== undefined, "the reloaded side's room state");
    expect(reloaded.room()).toEqual({ type: "room", you: "patient", peer: expect.any(String), admitted: true });

    // Signals reach the new connection; the old one gets nothing more.
    provider.send({ type: "signal", signal: { description: { type: "offer", sdp: "v=0 again" } } });
    await until(() => reloaded.of("signal").length === 1, "the signal to the new connection");
    expect(patient.of("signal")).toEqual([]);

    // The patient leaving shows the provider an empty room.
    reloaded.ws.close(1000, "Leaving");
    await until(() => provider.room()?.peer === null, "the provider to see the patient gone");
  });

  it("ends when the provider ends it: both sides told and closed, and no one joins again", async () => {
    const { visit, provider, patient } = await bothInRoom();
    // A token handed out before the end is worthless after it.
    const { roomPath: unused } = await joined(visit.appointment.id, visit.patientCookie);
    patient.send({ type: "end" });
    await settle();
    expect(patient.closed).toBeNull();

    provider.send({ type: "end" });
    expect(await provider.closeCode()).toBe(ROOM_CLOSE.ended);
    expect(await patient.closeCode()).toBe(ROOM_CLOSE.ended);
    expect(patient.of("ended")).toEqual([{ type: "ended" }]);
    expect(provider.of("ended")).toEqual([{ type: "ended" }]);

    for (const cookie of [visit.patientCookie, visit.providerCookie]) {
      const refused = await join(visit.appointment.id, cookie);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toEqual({ code: "conflict", message: "The provider has ended this call." });
    }
    expect(await (await enter(unused)).closeCode()).toBe(ROOM_CLOSE.ended);
  });

  it("records who joined when and when they left, and nothing of what was said", async () => {
    const { visit, provider, patient } = await bothInRoom();
    await admitted(provider, patient);
    patient.send({ type: "chat", text: "My cough is better" });
    await until(() => provider.of("chat").length === 1, "the chat");
    const reloaded = await enter((await joined(visit.appointment.id, visit.patientCookie)).roomPath);
    await patient.closeCode();
    provider.send({ type: "end" });
    await reloaded.closeCode();
    await provider.closeCode();

    const entries = await entriesOf(db(), visit.appointment.id);
    expect(entries.map(({ role, userId }) => ({ role, userId }))).toEqual([
      { role: "provider", userId: visit.providerUser.id },
      { role: "patient", userId: visit.patient.id },
      { role: "patient", userId: visit.patient.id },
    ]);
    for (const entry of entries) {
      expect(entry.leftAt, `${entry.role} ${entry.id}`).not.toBeNull();
      expect(entry.leftAt!).toBeGreaterThanOrEqual(entry.joinedAt);
    }
    // call_entries holds who and when only: no column for anything said or shown.
    expect(Object.keys(entries[0]!).sort()).toEqual(["appointmentId", "id", "joinedAt", "leftAt", "role", "userId"]);

    // The patient's data export holds their two entries, and nothing of what was said.
    const exported = (await (await api("/api/user/export", { headers: { Cookie: visit.patientCookie } })).json()) as {
      callEntries: { appointmentId: number; role: string; joinedAt: string; leftAt: string | null }[];
    };
    const mine = exported.callEntries.filter((entry) => entry.appointmentId === visit.appointment.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((entry) => entry.role === "patient" && entry.leftAt !== null)).toBe(true);
    expect(JSON.stringify(exported)).not.toContain("My cough is better");
  });

  it("closes everyone with 4001 when the join window closes", async () => {
    // A visit whose window closes in three seconds (a 30-minute slot that started almost an hour ago, plus 30 minutes).
    const visit = await remoteVisit({ startsIn: -(60 * MINUTE) });
    await db().$client.prepare("UPDATE appointments SET starts_at = ? WHERE id = ?").bind(Date.now() - 60 * MINUTE + 3_000, visit.appointment.id).run();
    const patient = await enter((await joined(visit.appointment.id, visit.patientCookie)).roomPath);
    await until(() => patient.room() !== undefined, "the patient's entry");
    await until(() => patient.closed !== null, "the window to close", 8_000);
    expect(patient.closed?.code).toBe(ROOM_CLOSE.over);
    expect((await join(visit.appointment.id, visit.patientCookie)).status).toBe(409);
  }, 15_000);
});
