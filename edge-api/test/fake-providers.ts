/**
 * A local fake of the outside services, speaking their documented HTTP APIs closely enough to test
 * our production adapters: Resend (POST /emails), Arkesel (POST /api/v2/sms/send) and Paystack's
 * Verify Transaction (GET /transaction/verify/:reference). It keeps what it received for the tests to
 * read at GET /__received; tests put Paystack transactions in place with POST /__paystack/transactions.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

export const FAKE_KEYS = { resend: "re_test_key", arkesel: "arkesel_test_key", paystack: "sk_test_fake_paystack", failing: "fail" } as const;

/** A Paystack transaction as its Verify API returns it in `data` (the fields we read, and a few more). */
export interface FakePaystackTransaction {
  reference: string;
  status: "success" | "failed" | "abandoned" | "ongoing";
  amount: number;
  currency: string;
  channel?: string;
}

interface Received {
  service: "resend" | "arkesel" | "paystack";
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
  const paystackTransactions = new Map<string, FakePaystackTransaction>();
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
    if (request.method === "POST" && url.pathname === "/__paystack/transactions") {
      const transaction = (await readJson(request)) as FakePaystackTransaction;
      paystackTransactions.set(transaction.reference, transaction);
      return reply(201, transaction);
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && verify) {
      const auth = request.headers.authorization;
      if (auth === `Bearer ${FAKE_KEYS.failing}`) return reply(500, { status: false, message: "An error occurred" });
      if (auth !== `Bearer ${FAKE_KEYS.paystack}`) return reply(401, { status: false, message: "Invalid key" });
      const reference = decodeURIComponent(verify[1]!);
      received.push({ service: "paystack", headers: request.headers, body: { reference } });
      const transaction = paystackTransactions.get(reference);
      if (!transaction) return reply(400, { status: false, message: "Transaction reference not found", type: "validation_error", code: "transaction_not_found" });
      return reply(200, {
        status: true,
        message: "Verification successful",
        data: {
          id: 4099260516,
          domain: "test",
          status: transaction.status,
          reference: transaction.reference,
          amount: transaction.amount,
          gateway_response: transaction.status === "success" ? "Successful" : "Declined",
          paid_at: transaction.status === "success" ? "2026-11-23T10:31:02.000Z" : null,
          created_at: "2026-11-23T10:30:24.000Z",
          channel: transaction.channel ?? "mobile_money",
          currency: transaction.currency,
          metadata: null,
          fees: Math.round(transaction.amount * 0.0195),
          customer: { email: "ama@example.com.gh" },
        },
      });
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
