/**
 * ICE servers from Cloudflare Realtime's TURN service: POST
 * {baseUrl}/turn/keys/{keyId}/credentials/generate-ice-servers with `Authorization: Bearer {apiToken}`
 * and { "ttl": seconds }; it answers 201 { "iceServers": [{ "urls": [...] }, { "urls": [...],
 * "username", "credential" }] }, STUN and TURN addresses with credentials that expire after `ttl`.
 * The key stays in the Worker; only the short-lived credentials reach the browser. Generating
 * credentials twice does no harm, so a slow or failed attempt is tried again, within a short budget:
 * the person joining is waiting.
 */
import type { CallIceServer } from "@gh/contracts/visit-calls";
import { callOutside, OutsideCallFailed, type CallPolicy } from "./outside-call.ts";

export const CLOUDFLARE_TURN_API_URL = "https://rtc.live.cloudflare.com/v1";

/** Joining waits on this call: two short attempts at most. */
export const TURN_CALL_POLICY: CallPolicy = { timeoutMs: 2_500, maxAttempts: 2, backoffMs: 200, maxBackoffMs: 1_000, budgetMs: 5_000 };

export interface IceServerSource {
  /** ICE servers whose credentials (if any) last `ttlSeconds`. */
  iceServers(ttlSeconds: number): Promise<CallIceServer[]>;
}

export class TurnUnavailable extends Error {
  constructor(detail: string) {
    super(`Cloudflare TURN: ${detail}`);
    this.name = "TurnUnavailable";
  }
}

/**
 * Browsers do not connect to port 53 (and time out trying), and Cloudflare lists it among the
 * alternates: those addresses are left out, so ICE gathering does not wait on them.
 */
const usableUrl = (url: string) => !/:53(?:[?/]|$)/.test(url);

function readIceServers(text: string): CallIceServer[] | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const servers = (body as { iceServers?: unknown } | null)?.iceServers;
  if (!Array.isArray(servers)) return null;
  const read: CallIceServer[] = [];
  for (const server of servers as { urls?: unknown; username?: unknown; credential?: unknown }[]) {
    const urls = (typeof server?.urls === "string" ? [server.urls] : Array.isArray(server?.urls) ? server.urls : []).filter((url): url is string => typeof url === "string" && usableUrl(url));
    if (urls.length === 0) continue;
    read.push({
      urls,
      ...(typeof server.username === "string" ? { username: server.username } : {}),
      ...(typeof server.credential === "string" ? { credential: server.credential } : {}),
    });
  }
  return read.length ? read : null;
}

export function cloudflareTurn({ keyId, apiToken, baseUrl = CLOUDFLARE_TURN_API_URL, policy = TURN_CALL_POLICY }: { keyId: string; apiToken: string; baseUrl?: string; policy?: CallPolicy }): IceServerSource {
  return {
    async iceServers(ttlSeconds) {
      let answer;
      try {
        answer = await callOutside(
          `${baseUrl}/turn/keys/${encodeURIComponent(keyId)}/credentials/generate-ice-servers`,
          {
            method: "POST",
            headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" },
            body: JSON.stringify({ ttl: ttlSeconds }),
            repeatable: true,
          },
          policy,
        );
      } catch (error) {
        throw new TurnUnavailable(error instanceof OutsideCallFailed ? error.message : `could not reach the API: ${String(error)}`);
      }
      if (!answer.ok) throw new TurnUnavailable(`${answer.status} after ${answer.attempts} attempt(s): ${answer.text.slice(0, 300)}`);
      const servers = readIceServers(answer.text);
      if (!servers) throw new TurnUnavailable(`no ICE servers in the answer: ${answer.text.slice(0, 300)}`);
      return servers;
    },
  };
}
