/**
 * A local fake of the outside services, speaking their documented HTTP APIs closely enough to test
 * our production adapters: Resend (POST /emails) and Arkesel (POST /api/v2/sms/send). It keeps what
 * it received for the tests to read at GET /__received.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

export const FAKE_KEYS = { resend: "re_test_key", arkesel: "arkesel_test_key", failing: "fail" } as const;

interface Received {
  service: "resend" | "arkesel";
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return null;
  }
}

export function startFakeProviders(): Promise<{ url: string; server: Server }> {
  const received: Received[] = [];
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? "/", "http://fake");

    if (request.method === "GET" && url.pathname === "/__received") return reply(200, received);
    if (request.method === "DELETE" && url.pathname === "/__received") {
      received.length = 0;
      return reply(200, {});
    }

    if (request.method === "POST" && url.pathname === "/emails") {
      const body = (await readJson(request)) as { from?: string; to?: string[] | string; subject?: string; text?: string; html?: string } | null;
      const auth = request.headers.authorization;
      if (auth === `Bearer ${FAKE_KEYS.failing}`) return reply(500, { statusCode: 500, name: "application_error", message: "Something went wrong" });
      if (auth !== `Bearer ${FAKE_KEYS.resend}`) return reply(401, { statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." });
      if (!body?.from || !body.to || !body.subject || !(body.text || body.html)) {
        return reply(422, { statusCode: 422, name: "validation_error", message: "Missing required field." });
      }
      received.push({ service: "resend", headers: request.headers, body });
      return reply(200, { id: crypto.randomUUID() });
    }

    if (request.method === "POST" && url.pathname === "/api/v2/sms/send") {
      const body = (await readJson(request)) as { sender?: string; message?: string; recipients?: string[] } | null;
      const key = request.headers["api-key"];
      if (key === FAKE_KEYS.failing) return reply(500, { status: "error", message: "Internal server error" });
      if (key !== FAKE_KEYS.arkesel) return reply(401, { status: "error", message: "Invalid API key" });
      if (!body?.sender || body.sender.length > 11 || !body.message || !Array.isArray(body.recipients) || !body.recipients.every((r) => /^233\d{9}$/.test(r))) {
        return reply(422, { status: "error", message: "Invalid request" });
      }
      received.push({ service: "arkesel", headers: request.headers, body });
      return reply(200, { status: "success", data: body.recipients.map((recipient) => ({ recipient, id: crypto.randomUUID() })) });
    }

    reply(404, { message: "Not found" });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    resolve({ url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, server });
  }));
}
