/**
 * A local fake of the outside services, speaking their documented HTTP APIs closely enough to test
 * our production adapters: Resend (POST /emails), Arkesel (POST /api/v2/sms/send) and Paystack's
 * Verify Transaction (GET /transaction/verify/:reference). It keeps what it received for the tests to
 * read at GET /__received; tests put Paystack transactions in place with POST /__paystack/transactions.
 *
 * A test makes a provider slow or failing for one API key of its own (so test files running side by
 * side do not disturb each other): POST /__faults { key, steps: [{ delayMs }, { status, retryAfter }] }.
 * Each request made with that key takes the next step (answered late, or with that error status); once
 * the steps are used up the key works like the valid one. GET /__faults/:key says how many requests
 * came with it. Resend's Idempotency-Key is honoured as documented: a repeat answers the first id and
 * sends nothing more.
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

/** One scripted behaviour: answer `delayMs` late (the request is still processed), or fail with `status`. */
export interface FakeFault {
  delayMs?: number;
  status?: number;
  /** Sent as Retry-After with a failing status. */
  retryAfter?: string;
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
  const faults = new Map<string, { steps: FakeFault[]; requests: number }>();
  const resendIds = new Map<string, string>();
  const server = createServer(async (request, response) => {
    // A slow answer may find the caller gone (it timed out): writing then must not throw.
    response.on("error", () => {});
    let delayMs = 0;
    let retryAfter: string | undefined;
    const reply = (status: number, body: unknown) => {
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { "Content-Type": "application/json", ...(retryAfter ? { "Retry-After": retryAfter } : {}) });
        response.end(JSON.stringify(body));
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    };
    const url = new URL(request.url ?? "/", "http://fake");

    if (request.method === "POST" && url.pathname === "/__faults") {
      const { key, steps } = (await readJson(request)) as { key: string; steps: FakeFault[] };
      faults.set(key, { steps: [...steps], requests: 0 });
      return reply(201, { key });
    }
    const faultCount = /^\/__faults\/(.+)$/.exec(url.pathname);
    if (request.method === "GET" && faultCount) return reply(200, { requests: faults.get(decodeURIComponent(faultCount[1]!))?.requests ?? 0 });

    /** Whether `key` is the service's valid key, or a scripted one: the next step's failure, if any, is the answer's. */
    const keyFor = (service: keyof typeof FAKE_KEYS, key: string | undefined): { valid: boolean; failStatus?: number } => {
      const scripted = key === undefined ? undefined : faults.get(key);
      if (!scripted) return { valid: key === FAKE_KEYS[service] };
      scripted.requests += 1;
      const step = scripted.steps.shift();
      delayMs = step?.delayMs ?? 0;
      retryAfter = step?.retryAfter;
      return { valid: true, failStatus: step?.status };
    };

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
      const key = keyFor("paystack", auth?.replace(/^Bearer /, ""));
      if (!key.valid) return reply(401, { status: false, message: "Invalid key" });
      if (key.failStatus) return reply(key.failStatus, { status: false, message: "An error occurred" });
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
      const key = keyFor("resend", auth?.replace(/^Bearer /, ""));
      if (!key.valid) return reply(401, { statusCode: 401, name: "missing_api_key", message: "Missing API key in the authorization header." });
      if (key.failStatus) return reply(key.failStatus, { statusCode: key.failStatus, name: "application_error", message: "Something went wrong" });
      if (!body?.from || !body.to || !body.subject || !(body.text || body.html)) {
        return reply(422, { statusCode: 422, name: "validation_error", message: "Missing required field." });
      }
      const idempotencyKey = request.headers["idempotency-key"];
      const earlier = typeof idempotencyKey === "string" ? resendIds.get(idempotencyKey) : undefined;
      if (earlier) return reply(200, { id: earlier });
      const id = crypto.randomUUID();
      if (typeof idempotencyKey === "string") resendIds.set(idempotencyKey, id);
      received.push({ service: "resend", headers: request.headers, body });
      return reply(200, { id });
    }

    if (request.method === "POST" && url.pathname === "/api/v2/sms/send") {
      const body = (await readJson(request)) as { sender?: string; message?: string; recipients?: string[] } | null;
      const key = request.headers["api-key"];
      if (key === FAKE_KEYS.failing) return reply(500, { status: "error", message: "Internal server error" });
      const access = keyFor("arkesel", typeof key === "string" ? key : undefined);
      if (!access.valid) return reply(401, { status: "error", message: "Invalid API key" });
      if (access.failStatus) return reply(access.failStatus, { status: "error", message: "Internal server error" });
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
