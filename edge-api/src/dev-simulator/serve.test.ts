/**
 * /dev/ussd as the Worker serves it: the simulator's page, script and stylesheet in a development
 * build, under a policy that runs only the site's own script, with a callback key the USSD route
 * takes; in production, exactly what any path the Worker does not draw gets.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../env.ts";
import worker from "../index.ts";

const ORIGIN = "http://127.0.0.1";

/** What the static assets answer a path no file has (the app's page): any path wrangler.toml does not send to the Worker gets it. */
const assetsAnswer = (path: string, method = "GET") => env.ASSETS.fetch(new Request(`${ORIGIN}${path}`, { method }));

async function visit(path: string, { bindings = env as Bindings, method = "GET" }: { bindings?: Bindings; method?: string } = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { method }) as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("/dev/ussd in a development build", () => {
  it("serves the page with its own script and stylesheet, and no inline code for its policy to refuse", async () => {
    const page = await visit("/dev/ussd");
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const policy = page.headers.get("Content-Security-Policy")!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const html = await page.text();
    // Every script is a file of the site's own.
    expect([...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!.trim())).toEqual(['src="/dev/ussd/simulator.js" defer']);
    expect(html).not.toMatch(/\son[a-z]+=/);
    expect(html).toContain('<link rel="stylesheet" href="/dev/ussd/simulator.css">');

    const script = await visit("/dev/ussd/simulator.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain('fetch("/api/ussd/hubtel?key="');
    const stylesheet = await visit("/dev/ussd/simulator.css");
    expect(stylesheet.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
    expect(await stylesheet.text()).toContain(":focus-visible");
  });

  it("gives the page the callback key the USSD route takes: a dial with it gets the first screen", async () => {
    const html = await (await visit("/dev/ussd")).text();
    const key = html.match(/<meta name="ussd-callback-key" content="([^"]*)">/)?.[1];
    const serviceCode = html.match(/<meta name="ussd-service-code" content="([^"]*)">/)?.[1];
    const ctx = createExecutionContext();
    const dialled = await worker.fetch(
      new Request(`${ORIGIN}/api/ussd/hubtel?key=${encodeURIComponent(key ?? "")}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ Type: "Initiation", Message: serviceCode, SessionId: "page-key", Sequence: 1, Mobile: "233241234567", Operator: "mtn", ServiceCode: serviceCode }),
      }) as Request<unknown, IncomingRequestCfProperties>,
      env as Bindings,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(dialled.status).toBe(200);
    expect(await dialled.json()).toMatchObject({ Type: "Response", Message: expect.stringContaining("English") });
  });

  it("answers HEAD without a body, and leaves other methods and other files to the assets", async () => {
    const head = await visit("/dev/ussd", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    for (const [path, method] of [
      ["/dev/ussd", "POST"],
      ["/dev/ussd/other.js", "GET"],
    ] as const) {
      const response = await visit(path, { method });
      const unknown = await assetsAnswer("/no/such/page", method);
      expect({ path, status: response.status, body: await response.text() }).toEqual({ path, status: unknown.status, body: await unknown.text() });
    }
  });
});

describe("/dev/ussd in production", () => {
  it("answers the page, its script and its stylesheet exactly as the assets answer any unknown path", async () => {
    const production = { ...env, ENVIRONMENT: "production" } as Bindings;
    const unknown = await assetsAnswer("/no/such/page");
    const expected = { status: unknown.status, type: unknown.headers.get("Content-Type"), body: await unknown.text() };
    for (const path of ["/dev/ussd", "/dev/ussd/simulator.js", "/dev/ussd/simulator.css"]) {
      const response = await visit(path, { bindings: production });
      expect({ path, status: response.status, type: response.headers.get("Content-Type"), body: await response.text() }).toEqual({ path, ...expected });
    }
  });
});
