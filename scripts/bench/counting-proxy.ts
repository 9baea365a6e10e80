/**
 * A local HTTP proxy in front of the benchmark server that records what really crosses the network:
 * whatever the browser's HTTP cache or the service worker's cache answer never reaches it. Each body
 * is counted as a CDN would send it (gzip level 6 for text, as is for images and the like), plus its
 * headers. `rewrite` may change an answer, e.g. to stand in for a newly built remote.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

export interface Transfer {
  path: string;
  status: number;
  bytes: number;
}

export interface Rewrite {
  /** Another path to fetch upstream instead (e.g. a renamed chunk's original file). */
  upstreamPath?(path: string): string | null;
  /** A new body for a text answer, or null to leave it. */
  body?(path: string, text: string): string | null;
  /** Paths to fetch in full upstream (no conditional request), so that `body` has a body to change. */
  fresh?(path: string): boolean;
}

export interface CountingProxy {
  baseUrl: string;
  transfers: Transfer[];
  rewrite: Rewrite;
  close(): Promise<void>;
}

const TEXT = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg)/;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

export async function startCountingProxy(upstream: string, port: number): Promise<CountingProxy> {
  const transfers: Transfer[] = [];
  const proxy: CountingProxy = { baseUrl: `http://127.0.0.1:${port}`, transfers, rewrite: {}, close: async () => undefined };
  const server = createServer(async (request, response) => {
    try {
      const path = request.url ?? "/";
      const upstreamPath = proxy.rewrite.upstreamPath?.(path) ?? path;
      const headers = new Headers();
      const inFull = proxy.rewrite.fresh?.(path) ?? false;
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === "host" || name === "accept-encoding" || name === "connection") continue;
        if (inFull && (name === "if-none-match" || name === "if-modified-since")) continue;
        headers.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      const body = request.method === "GET" || request.method === "HEAD" ? undefined : await readBody(request);
      const answer = await fetch(`${upstream}${upstreamPath}`, { method: request.method, headers, body, redirect: "manual" });
      let payload = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get("content-type") ?? "";
      const rewritten = TEXT.test(type) ? proxy.rewrite.body?.(path, payload.toString("utf8")) : null;
      if (rewritten != null) payload = Buffer.from(rewritten, "utf8");

      const outgoing: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection", "set-cookie"].includes(name)) outgoing[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) outgoing["set-cookie"] = cookies;
      if (rewritten != null) {
        // A rewritten answer must not be matched against the original's validators.
        delete outgoing.etag;
        delete outgoing["last-modified"];
      }
      response.writeHead(answer.status, outgoing);
      response.end(request.method === "HEAD" ? undefined : payload);

      const headerBytes = Object.entries(outgoing).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 17);
      const bodyBytes = payload.length === 0 ? 0 : TEXT.test(type) ? gzipSync(payload, { level: 6 }).length : payload.length;
      transfers.push({ path, status: answer.status, bytes: headerBytes + bodyBytes });
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  proxy.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((resolve) => server.close(() => resolve()));
  return proxy;
}
