/**
 * A remote visit's room (docs/product-rules.md#remote-visits): one Durable Object per appointment
 * (callRoom in room-stub.ts), holding its two sides' WebSockets with the Hibernation API, so a room
 * costs nothing while both sides only wait. It keeps the join tokens the join route registers (each
 * admits one connection, once), whether the provider has admitted the patient and whether the visit
 * was ended; it relays signalling, chat, ICE restarts and camera state between the sides and stores
 * none of it. Who entered when, and when they left, goes to D1 (call_entries).
 *
 * A refused entry is accepted and closed at once with a close code (ROOM_CLOSE) rather than refused
 * with an HTTP status: a browser's WebSocket never sees the status of a failed upgrade, only code 1006,
 * whereas 4003 (refused: join again), 4002 (ended) and 4001 (over) each tell the call screen what to say.
 */
import { DurableObject } from "cloudflare:workers";
import { ROOM_CLOSE, type CallRole, type ClientMessage, type RoomMessage } from "@gh/contracts/visit-calls";
import { database } from "../db/client.ts";
import { recordEntry, recordLeaving } from "../db/call-entries.ts";
import type { Bindings } from "../env.ts";
import { readClientMessage } from "./client-messages.ts";
import { joinTokenHash, JOIN_TOKEN_PATTERN } from "./join-token.ts";

/** What the join route registers for one entry (the token itself never reaches the room). */
export interface TokenRegistration {
  appointmentId: number;
  tokenHash: string;
  role: CallRole;
  userId: number;
  expiresAt: number;
  joinClosesAt: number;
}

/** What the room remembers of a connection across hibernation. */
interface Connection {
  role: CallRole;
  userId: number;
  /** Told to the other side as `peer`: a reload is a new connection, so the other side sees it is new. */
  id: string;
  /** Its call_entries row, or null when D1 could not be written (the call goes on). */
  entryId: number | null;
  /** Replaced by a newer connection of its side, closed by the room or gone: no longer its side's connection. */
  leaving?: boolean;
}

type StoredToken = Pick<TokenRegistration, "role" | "userId" | "expiresAt">;

const TOKEN_PREFIX = "token:";
const KEYS = { appointmentId: "appointmentId", closesAt: "closesAt", admitted: "admitted", ended: "ended" } as const;
const CLOSE_REASONS: Record<keyof typeof ROOM_CLOSE, string> = {
  replaced: "Joined again elsewhere",
  over: "The visit's time is over",
  ended: "The provider ended the visit",
  refused: "This entry is not valid",
};

const otherSide = (role: CallRole): CallRole => (role === "patient" ? "provider" : "patient");
/** The connection a socket is; null for a refused entry (accepted only to be closed with its reason). */
const connectionOf = (ws: WebSocket) => ws.deserializeAttachment() as Connection | null;
/** The room lets this connection go: it is no longer its side's, whatever arrives from it. */
function letGo(ws: WebSocket): void {
  const connection = connectionOf(ws);
  if (connection && !connection.leaving) ws.serializeAttachment({ ...connection, leaving: true } satisfies Connection);
}

export class CallRoom extends DurableObject<Bindings> {
  /** Called by the join route (RPC): keeps a token for one entry, unless the visit was ended. */
  async register(registration: TokenRegistration): Promise<"registered" | "ended"> {
    const { storage } = this.ctx;
    if (await storage.get<boolean>(KEYS.ended)) return "ended";
    const now = Date.now();
    const tokens = await storage.list<StoredToken>({ prefix: TOKEN_PREFIX });
    const spent = [...tokens].filter(([, token]) => token.expiresAt <= now).map(([key]) => key);
    if (spent.length) await storage.delete(spent);
    const { tokenHash, role, userId, expiresAt, appointmentId, joinClosesAt } = registration;
    await storage.put<StoredToken | number>({ [TOKEN_PREFIX + tokenHash]: { role, userId, expiresAt }, [KEYS.appointmentId]: appointmentId, [KEYS.closesAt]: joinClosesAt });
    // The room closes with its join window; a rescheduled visit's later window moves the alarm.
    if ((await storage.getAlarm()) !== joinClosesAt) await storage.setAlarm(joinClosesAt);
    return "registered";
  }

  /** GET /api/appointments/{id}/room?token=…, forwarded by the Worker: the WebSocket upgrade into the room. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response(null, { status: 426, headers: { Upgrade: "websocket" } });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    const admission = await this.admit(new URL(request.url).searchParams.get("token"));
    if (typeof admission === "string") {
      this.ctx.acceptWebSocket(server, ["refused"]);
      server.close(ROOM_CLOSE[admission], CLOSE_REASONS[admission]);
      return new Response(null, { status: 101, webSocket: client });
    }
    await this.enter(server, admission);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The token's holder, its token now spent; or why the room refuses this entry. */
  private async admit(token: string | null): Promise<StoredToken | "ended" | "over" | "refused"> {
    const { storage } = this.ctx;
    if (await storage.get<boolean>(KEYS.ended)) return "ended";
    const closesAt = await storage.get<number>(KEYS.closesAt);
    if (closesAt !== undefined && Date.now() > closesAt) return "over";
    if (!token || !JOIN_TOKEN_PATTERN.test(token)) return "refused";
    const key = TOKEN_PREFIX + (await joinTokenHash(token));
    const stored = await storage.get<StoredToken>(key);
    if (!stored) return "refused";
    await storage.delete(key);
    return stored.expiresAt > Date.now() ? stored : "refused";
  }

  private async enter(ws: WebSocket, { role, userId }: StoredToken): Promise<void> {
    const appointmentId = (await this.ctx.storage.get<number>(KEYS.appointmentId))!;
    let entryId: number | null = null;
    try {
      entryId = await recordEntry(database(this.env), { appointmentId, userId, role, joinedAt: Date.now() });
    } catch (error) {
      console.error("Call entry not recorded", appointmentId, role, error);
    }
    this.ctx.acceptWebSocket(ws, [role]);
    ws.serializeAttachment({ role, userId, id: crypto.randomUUID(), entryId } satisfies Connection);
    // A newer connection of the same side (a reload, another network) replaces the older one.
    const older = this.current(role).filter((other) => other !== ws);
    older.forEach(letGo);
    await this.sendRoomState();
    this.closeAll(older, "replaced");
    await this.recordLeft(older);
  }

  override async webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): Promise<void> {
    const connection = connectionOf(ws);
    if (!connection || connection.leaving) return;
    const message = readClientMessage(frame);
    if (message) await this.act(connection.role, message);
  }

  private async act(from: CallRole, message: ClientMessage): Promise<void> {
    const { storage } = this.ctx;
    if (message.type === "admit" || message.type === "end") {
      // Only the provider lets the patient in, and only the provider ends the visit.
      if (from !== "provider") return;
      if (message.type === "end") return this.endVisit();
      if (await storage.get<boolean>(KEYS.admitted)) return;
      await storage.put(KEYS.admitted, true);
      return this.sendRoomState();
    }
    // The patient waits until admitted: until then nothing passes between the sides.
    if (!(await storage.get<boolean>(KEYS.admitted))) return;
    const other = otherSide(from);
    switch (message.type) {
      case "signal":
        return this.send(other, { type: "signal", signal: message.signal });
      case "restart":
        return this.send(other, { type: "restart" });
      case "media":
        return this.send(other, { type: "media", from, video: message.video });
      case "chat": {
        const chat: RoomMessage = { type: "chat", from, text: message.text, at: new Date().toISOString() };
        this.send("patient", chat);
        this.send("provider", chat);
      }
    }
  }

  /** The provider ended the visit: both sides are told and closed, and the room admits no one again. */
  private async endVisit(): Promise<void> {
    const { storage } = this.ctx;
    const tokens = await storage.list({ prefix: TOKEN_PREFIX });
    await storage.delete([...tokens.keys()]);
    await storage.put(KEYS.ended, true);
    const everyone = this.current();
    for (const ws of everyone) this.sendTo(ws, { type: "ended" });
    this.closeAll(everyone, "ended");
    await this.recordLeft(everyone);
  }

  // The runtime answers the other side's close itself (wrangler.toml's compatibility date is past
  // web_socket_auto_reply_to_close), so closing here again is not needed.
  override async webSocketClose(ws: WebSocket): Promise<void> {
    await this.left(ws);
  }

  override async webSocketError(ws: WebSocket, error: unknown): Promise<void> {
    console.error("Call room socket error", error);
    await this.left(ws);
  }

  private async left(ws: WebSocket): Promise<void> {
    const connection = connectionOf(ws);
    if (!connection) return;
    letGo(ws);
    await this.recordLeft([ws]);
    // The other side sees the peer gone (unless the room had already let this connection go).
    if (!connection.leaving) await this.sendRoomState();
  }

  /** The join window closed: everyone still in is closed, and the room forgets everything it held. */
  override async alarm(): Promise<void> {
    const { storage } = this.ctx;
    const closesAt = await storage.get<number>(KEYS.closesAt);
    if (closesAt !== undefined && Date.now() < closesAt) return storage.setAlarm(closesAt);
    const everyone = this.current();
    this.closeAll(everyone, "over");
    await this.recordLeft(everyone);
    await storage.deleteAll();
  }

  /** The connections that are their side's now (one replaced or being closed is not), of one side or both. */
  private current(role?: CallRole): WebSocket[] {
    const sockets = role ? this.ctx.getWebSockets(role) : [...this.ctx.getWebSockets("patient"), ...this.ctx.getWebSockets("provider")];
    return sockets.filter((ws) => {
      const connection = connectionOf(ws);
      return connection !== null && !connection.leaving;
    });
  }

  private send(role: CallRole, message: RoomMessage): void {
    for (const ws of this.current(role)) this.sendTo(ws, message);
  }

  private sendTo(ws: WebSocket, message: RoomMessage): void {
    try {
      ws.send(JSON.stringify(message));
    } catch (error) {
      // The socket is going away; its close is handled by webSocketClose.
      console.warn("Call room message not delivered", error);
    }
  }

  /** Tells each side who is in the room with them (the other side's connection id) and whether the patient is admitted. */
  private async sendRoomState(): Promise<void> {
    const admitted = (await this.ctx.storage.get<boolean>(KEYS.admitted)) ?? false;
    for (const role of ["patient", "provider"] as const) {
      const peer = this.current(otherSide(role))[0];
      this.send(role, { type: "room", you: role, peer: peer ? connectionOf(peer)!.id : null, admitted });
    }
  }

  private closeAll(sockets: readonly WebSocket[], why: keyof typeof ROOM_CLOSE): void {
    for (const ws of sockets) {
      letGo(ws);
      try {
        ws.close(ROOM_CLOSE[why], CLOSE_REASONS[why]);
      } catch {
        // Already closed.
      }
    }
  }

  private async recordLeft(sockets: readonly WebSocket[]): Promise<void> {
    const entryIds = sockets.map((ws) => connectionOf(ws)?.entryId ?? null).filter((id): id is number => id !== null);
    try {
      await recordLeaving(database(this.env), entryIds, Date.now());
    } catch (error) {
      console.error("Call leaving not recorded", entryIds, error);
    }
  }
}
