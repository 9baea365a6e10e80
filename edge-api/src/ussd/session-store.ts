/**
 * Where each USSD caller is in the menu, between the aggregator's requests: one KV entry per
 * aggregator and session (wrangler.toml's USSD_SESSIONS), kept a few minutes. With the menu's state
 * it keeps what answered the last request, so a request the aggregator sends again (the same
 * sequence number, the same input) gets the same screen without the menu running twice.
 */
import type { MenuState, UssdReply } from "./menu/types.ts";

/** The aggregators we take callbacks from, as they appear in the path (/api/ussd/<aggregator>). */
export type Aggregator = "hubtel" | "africastalking";

export interface UssdSession {
  /** Where the caller is; null once the menu has ended the session (its last screen is still kept for a repeat). */
  state: MenuState | null;
  /** What identified the last request: Hubtel's Sequence, or Africa's Talking's whole `text`. */
  lastRequest: string;
  /** The screen that answered it. */
  lastReply: UssdReply;
}

/**
 * Longer than a network keeps a session open (about 2 to 3 minutes) and above KV's minimum
 * expirationTtl of 60 s: an abandoned session is gone soon after the network drops it.
 */
export const SESSION_TTL_SECONDS = 180;

/** KV keys are at most 512 bytes: aggregators' session ids are far shorter (routes/ussd caps them at 128 characters). */
export const sessionKey = (aggregator: Aggregator, sessionId: string) => `ussd:${aggregator}:${sessionId}`;

export interface SessionStore {
  read(aggregator: Aggregator, sessionId: string): Promise<UssdSession | null>;
  write(aggregator: Aggregator, sessionId: string, session: UssdSession): Promise<void>;
  end(aggregator: Aggregator, sessionId: string): Promise<void>;
}

function isSession(value: unknown): value is UssdSession {
  if (typeof value !== "object" || value === null) return false;
  const { lastRequest, lastReply } = value as Partial<UssdSession>;
  return typeof lastRequest === "string" && typeof lastReply?.text === "string" && typeof lastReply.end === "boolean";
}

export function kvSessionStore(kv: KVNamespace): SessionStore {
  return {
    async read(aggregator, sessionId) {
      const stored = await kv.get(sessionKey(aggregator, sessionId), "json");
      return isSession(stored) ? stored : null;
    },
    async write(aggregator, sessionId, session) {
      await kv.put(sessionKey(aggregator, sessionId), JSON.stringify(session), { expirationTtl: SESSION_TTL_SECONDS });
    },
    async end(aggregator, sessionId) {
      await kv.delete(sessionKey(aggregator, sessionId));
    },
  };
}
