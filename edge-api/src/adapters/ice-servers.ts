/**
 * Which ICE servers a join answers with (docs/product-rules.md#remote-visits). With a Cloudflare TURN
 * key (CALLS_TURN_KEY_ID and CALLS_TURN_API_TOKEN) the TURN service mints credentials per join; when
 * it fails, the join still answers, with public STUN only: most home and office connections still
 * connect, and a call on a carrier network that needs a relay can still fall back to the phone.
 * Without a key, production uses public STUN only (and says so in its logs) rather than refusing to
 * run; development and tests use none, since two browsers on one machine need none.
 */
import type { CallIceServer } from "@gh/contracts/visit-calls";
import { isDevelopment, type Bindings } from "../env.ts";
import { cloudflareTurn, TURN_CALL_POLICY, type IceServerSource } from "./cloudflare-turn.ts";
import type { CallPolicy } from "./outside-call.ts";

/** Cloudflare's public STUN server: no credentials, finds each side's public address. */
export const PUBLIC_STUN: readonly CallIceServer[] = [{ urls: ["stun:stun.cloudflare.com:3478"] }];

/** TURN credentials outlive the join window by this much, so a call running to its end keeps its relay. */
const CREDENTIAL_MARGIN_S = 10 * 60;

type TurnBindings = Pick<Bindings, "ENVIRONMENT" | "CALLS_TURN_KEY_ID" | "CALLS_TURN_API_TOKEN" | "CALLS_TURN_API_URL" | "OUTSIDE_CALL_TIMEOUT_MS">;

/** TURN_CALL_POLICY, with OUTSIDE_CALL_TIMEOUT_MS (when set) as the per-attempt timeout, as for every outside call. */
function turnPolicyFor(env: TurnBindings): CallPolicy {
  const configured = Number(env.OUTSIDE_CALL_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? { ...TURN_CALL_POLICY, timeoutMs: configured, budgetMs: Math.max(TURN_CALL_POLICY.budgetMs, configured) } : TURN_CALL_POLICY;
}

const fixed = (servers: readonly CallIceServer[]): IceServerSource => ({ iceServers: async () => servers.map((server) => ({ ...server })) });

export function iceServerSourceFor(env: TurnBindings): IceServerSource {
  if (env.CALLS_TURN_KEY_ID && env.CALLS_TURN_API_TOKEN) {
    return cloudflareTurn({ keyId: env.CALLS_TURN_KEY_ID, apiToken: env.CALLS_TURN_API_TOKEN, baseUrl: env.CALLS_TURN_API_URL, policy: turnPolicyFor(env) });
  }
  if (isDevelopment(env)) return fixed([]);
  console.warn("No Cloudflare TURN key (CALLS_TURN_KEY_ID, CALLS_TURN_API_TOKEN): remote visits get public STUN only");
  return fixed(PUBLIC_STUN);
}

/** The ICE servers for one join of a call whose window closes at `joinClosesAt`; never fails. */
export async function iceServersForJoin(env: TurnBindings, joinClosesAt: number, now: number): Promise<CallIceServer[]> {
  const ttlSeconds = Math.max(0, Math.ceil((joinClosesAt - now) / 1000)) + CREDENTIAL_MARGIN_S;
  try {
    return await iceServerSourceFor(env).iceServers(ttlSeconds);
  } catch (error) {
    console.error("TURN credentials not minted; joining with public STUN only", error);
    return PUBLIC_STUN.map((server) => ({ ...server }));
  }
}
