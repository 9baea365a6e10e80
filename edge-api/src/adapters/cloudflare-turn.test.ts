/**
 * TURN for remote visits: the Cloudflare Realtime adapter against a local fake of its API, and which
 * ICE servers a join gets in each setting (with a key, without one, when the service fails).
 */
import { beforeEach, describe, expect, inject, it } from "vitest";
import { FAKE_KEYS, FAKE_TURN_KEY_ID, type FakeFault } from "../../test/fake-providers.ts";
import { cloudflareTurn, type IceServerSource } from "./cloudflare-turn.ts";
import { iceServersForJoin, PUBLIC_STUN } from "./ice-servers.ts";
import type { CallPolicy } from "./outside-call.ts";

const baseUrl = inject("fakeProvidersUrl");
const received = async () => ((await (await fetch(`${baseUrl}/__received`)).json()) as { service: string; headers: Record<string, string>; body: Record<string, unknown> }[]).filter((r) => r.service === "turn");
const quick: CallPolicy = { timeoutMs: 150, maxAttempts: 2, backoffMs: 20, maxBackoffMs: 500, budgetMs: 2_000 };

async function scriptedKey(steps: FakeFault[]): Promise<string> {
  const key = `scripted_${crypto.randomUUID()}`;
  await fetch(`${baseUrl}/__faults`, { method: "POST", body: JSON.stringify({ key, steps }) });
  return key;
}
const requestsWith = async (key: string) => ((await (await fetch(`${baseUrl}/__faults/${key}`)).json()) as { requests: number }).requests;

const turn = (apiToken: string = FAKE_KEYS.turn, keyId = FAKE_TURN_KEY_ID): IceServerSource => cloudflareTurn({ keyId, apiToken, baseUrl, policy: quick });
const MINUTE = 60_000;

beforeEach(async () => {
  await fetch(`${baseUrl}/__received`, { method: "DELETE" });
});

describe("Cloudflare TURN adapter", () => {
  it("asks for credentials with the Bearer token and the TTL, and answers the servers without port 53", async () => {
    const servers = await turn().iceServers(3_600);
    expect(servers).toEqual([
      { urls: ["stun:stun.cloudflare.com:3478"] },
      {
        urls: ["turn:turn.cloudflare.com:3478?transport=udp", "turn:turn.cloudflare.com:3478?transport=tcp", "turn:turn.cloudflare.com:80?transport=tcp", "turns:turn.cloudflare.com:5349?transport=tcp", "turns:turn.cloudflare.com:443?transport=tcp"],
        username: "user-3600",
        credential: "fake-credential",
      },
    ]);
    const [request] = await received();
    expect(request?.headers.authorization).toBe(`Bearer ${FAKE_KEYS.turn}`);
    expect(request?.body).toEqual({ ttl: 3_600 });
  });

  it("fails on a refused token or key, a failing service and an unreachable one", async () => {
    for (const source of [turn("wrong-token"), turn(FAKE_KEYS.turn, "another-key"), turn(FAKE_KEYS.failing), cloudflareTurn({ keyId: FAKE_TURN_KEY_ID, apiToken: FAKE_KEYS.turn, baseUrl: "http://127.0.0.1:9", policy: quick })]) {
      await expect(source.iceServers(600)).rejects.toMatchObject({ name: "TurnUnavailable" });
    }
  });

  it("tries a slow or failing service once more, and no more", async () => {
    const slowOnce = await scriptedKey([{ delayMs: 1_000 }]);
    expect(await turn(slowOnce).iceServers(600)).toHaveLength(2);
    expect(await requestsWith(slowOnce)).toBe(2);

    const down = await scriptedKey([{ status: 503 }, { status: 503 }, { status: 503 }]);
    await expect(turn(down).iceServers(600)).rejects.toMatchObject({ name: "TurnUnavailable" });
    expect(await requestsWith(down)).toBe(2);
  });
});

describe("the ICE servers a join gets", () => {
  const closesIn = (ms: number) => Date.now() + ms;

  it("in production with a TURN key: credentials from Cloudflare lasting until the window closes, and ten minutes more", async () => {
    const now = Date.now();
    const servers = await iceServersForJoin({ ENVIRONMENT: "production", CALLS_TURN_KEY_ID: FAKE_TURN_KEY_ID, CALLS_TURN_API_TOKEN: FAKE_KEYS.turn, CALLS_TURN_API_URL: baseUrl }, now + 75 * MINUTE, now);
    expect(servers[1]).toMatchObject({ username: "user-5100", credential: "fake-credential" });
    expect((await received())[0]?.body).toEqual({ ttl: 75 * 60 + 10 * 60 });
  });

  it("when the TURN service fails: public STUN only, and the join still answers", async () => {
    const servers = await iceServersForJoin({ ENVIRONMENT: "production", CALLS_TURN_KEY_ID: FAKE_TURN_KEY_ID, CALLS_TURN_API_TOKEN: FAKE_KEYS.failing, CALLS_TURN_API_URL: baseUrl, OUTSIDE_CALL_TIMEOUT_MS: "150" }, closesIn(60 * MINUTE), Date.now());
    expect(servers).toEqual(PUBLIC_STUN);
  });

  it("in production without a TURN key: public STUN only; in development and tests: none", async () => {
    expect(await iceServersForJoin({ ENVIRONMENT: "production" }, closesIn(60 * MINUTE), Date.now())).toEqual(PUBLIC_STUN);
    expect(await iceServersForJoin({ ENVIRONMENT: "development" }, closesIn(60 * MINUTE), Date.now())).toEqual([]);
    expect(await iceServersForJoin({ ENVIRONMENT: "test", CALLS_TURN_KEY_ID: "", CALLS_TURN_API_TOKEN: "" }, closesIn(60 * MINUTE), Date.now())).toEqual([]);
    expect(await received()).toEqual([]);
  });
});
