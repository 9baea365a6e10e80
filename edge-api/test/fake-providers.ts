/**
 * A local fake of the outside services, speaking their documented HTTP APIs closely enough to test
 * our production adapters: Resend (POST /emails), Arkesel (POST /api/v2/sms/send), Paystack's
 * Verify Transaction (GET /transaction/verify/:reference), its Charge API for mobile money (POST /charge,
 * POST /charge/submit_otp: see fakePaystackCharges below) and Cloudflare Realtime's TURN credentials
 * (POST /turn/keys/:keyId/credentials/generate-ice-servers). It keeps what it received for the tests to
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

export const FAKE_KEYS = { resend: "re_test_key", arkesel: "arkesel_test_key", paystack: "sk_test_fake_paystack", turn: "turn_api_token_test", failing: "fail" } as const;
/** The TURN key the fake knows (its id is in the URL; the API token is FAKE_KEYS.turn). */
export const FAKE_TURN_KEY_ID = "turn_key_test";

/** What Paystack puts in x-paystack-signature: the HMAC-SHA512 (hex) of the raw body under the secret key. */
export async function paystackSignature(body: string, secret: string = FAKE_KEYS.paystack): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-512" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

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
  service: "resend" | "arkesel" | "paystack" | "turn";
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
  /** Paystack refunds made so far (POST /refund): pesewas given back, by transaction reference. */
  const paystackRefunded = new Map<string, number>();
  const paystackTransfers = fakePaystackTransfers();
  const paystackCharges = fakePaystackCharges(paystackTransactions);
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

    // Paystack's Create Refund (https://paystack.com/docs/api/refund/#create): POST /refund with
    // { transaction: reference, amount?, currency?, customer_note?, merchant_note? }. The refund is
    // queued ("pending"); a transaction with nothing left to give back answers 400 "Transaction has
    // been fully reversed", as Paystack does, which is how a retried request learns the first arrived.
    if (request.method === "POST" && url.pathname === "/refund") {
      const body = (await readJson(request)) as { transaction?: unknown; amount?: unknown; currency?: unknown; customer_note?: unknown; merchant_note?: unknown } | null;
      const auth = request.headers.authorization;
      if (auth === `Bearer ${FAKE_KEYS.failing}`) return reply(500, { status: false, message: "An error occurred" });
      const key = keyFor("paystack", auth?.replace(/^Bearer /, ""));
      if (!key.valid) return reply(401, { status: false, message: "Invalid key" });
      if (key.failStatus) return reply(key.failStatus, { status: false, message: "An error occurred" });
      received.push({ service: "paystack", headers: request.headers, body: { path: "/refund", ...(body ?? {}) } });
      const transaction = typeof body?.transaction === "string" ? paystackTransactions.get(body.transaction) : undefined;
      if (!transaction) return reply(404, { status: false, message: "Transaction not found", type: "validation_error", code: "transaction_not_found" });
      if (transaction.status !== "success") return reply(400, { status: false, message: "Cannot refund a transaction that was not successful", type: "validation_error" });
      const refunded = paystackRefunded.get(transaction.reference) ?? 0;
      if (refunded >= transaction.amount) return reply(400, { status: false, message: "Transaction has been fully reversed", type: "validation_error", code: "transaction_reversed" });
      const amount = body?.amount === undefined ? transaction.amount - refunded : body.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0 || amount > transaction.amount - refunded) {
        return reply(400, { status: false, message: "Refund amount cannot be greater than transaction amount", type: "validation_error" });
      }
      if (body?.currency !== undefined && body.currency !== transaction.currency) return reply(400, { status: false, message: "Invalid currency", type: "validation_error" });
      paystackRefunded.set(transaction.reference, refunded + amount);
      const now = new Date().toISOString();
      return reply(200, {
        status: true,
        message: "Refund has been queued for processing",
        data: {
          transaction: { id: 4099260516, domain: "test", reference: transaction.reference, amount: transaction.amount, paid_at: "2026-11-23T10:31:02.000Z", channel: transaction.channel ?? "mobile_money", currency: transaction.currency },
          integration: 428626,
          deducted_amount: 0,
          channel: null,
          merchant_note: typeof body?.merchant_note === "string" ? body.merchant_note : null,
          customer_note: typeof body?.customer_note === "string" ? body.customer_note : null,
          status: "pending",
          refunded_by: "refunds@example.com.gh",
          expected_at: now,
          currency: transaction.currency,
          domain: "test",
          amount,
          fully_deducted: false,
          id: 1000000 + paystackRefunded.size,
          createdAt: now,
          updatedAt: now,
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

    // Cloudflare Realtime TURN's "generate ICE servers": Bearer API token, { ttl } in seconds (at most
    // 48 hours); 201 with STUN and TURN addresses (port 53 among the alternates) and credentials.
    const turn = /^\/turn\/keys\/([^/]+)\/credentials\/generate-ice-servers$/.exec(url.pathname);
    if (request.method === "POST" && turn) {
      const body = (await readJson(request)) as { ttl?: unknown } | null;
      const auth = request.headers.authorization;
      if (auth === `Bearer ${FAKE_KEYS.failing}`) return reply(500, { success: false, errors: [{ code: 10000, message: "Internal error" }] });
      const key = keyFor("turn", auth?.replace(/^Bearer /, ""));
      if (!key.valid || decodeURIComponent(turn[1]!) !== FAKE_TURN_KEY_ID) return reply(401, { success: false, errors: [{ code: 10001, message: "Unauthorized" }] });
      if (key.failStatus) return reply(key.failStatus, { success: false, errors: [{ code: 10000, message: "Internal error" }] });
      received.push({ service: "turn", headers: request.headers, body });
      const ttl = body?.ttl;
      if (typeof ttl !== "number" || !Number.isInteger(ttl) || ttl <= 0 || ttl > 172_800) return reply(400, { success: false, errors: [{ code: 10002, message: "Invalid ttl" }] });
      return reply(201, {
        iceServers: [
          { urls: ["stun:stun.cloudflare.com:3478", "stun:stun.cloudflare.com:53"] },
          {
            urls: [
              "turn:turn.cloudflare.com:3478?transport=udp",
              "turn:turn.cloudflare.com:53?transport=udp",
              "turn:turn.cloudflare.com:3478?transport=tcp",
              "turn:turn.cloudflare.com:80?transport=tcp",
              "turns:turn.cloudflare.com:5349?transport=tcp",
              "turns:turn.cloudflare.com:443?transport=tcp",
            ],
            username: `user-${ttl}`,
            credential: "fake-credential",
          },
        ],
      });
    }

    if (await paystackTransfers.handle(request, url, reply, (key) => keyFor("paystack", key), received)) return;
    if (await paystackCharges.handle(request, url, reply, (key) => keyFor("paystack", key), received)) return;

    reply(404, { message: "Not found" });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    resolve({ url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, server });
  }));
}

// ---------------------------------------------------------------------------------------------------
// Paystack's Transfer Recipient and Transfer APIs (docs/product-rules.md#payouts):
//   POST /transferrecipient (type mobile_money with bank_code MTN | VOD | ATL, or ghipss) → RCP_…;
//   POST /transfer { source: "balance", amount, recipient, reference, reason } → TRF_…, "Transfer has
//   been queued"; a reference used before answers 400 as Paystack does; GET /transfer/verify/:reference.
// Test hooks: POST /__paystack/transfer-behaviour { recipient_code, status?: "success" | "pending" |
// "otp" | "failed", refuse?: message } says how transfers to that recipient answer (default pending);
// POST /__paystack/transfers/:reference { status } moves a transfer on, as Paystack finishing it would;
// GET /__paystack/transfers?recipient=RCP_… lists the transfers made to a recipient. Faults (slow or
// failing answers) come from /__faults with a scripted key, as for the other APIs.

/** A transfer as the fake keeps it (Paystack's transfer object, the fields we read and a few more). */
export interface FakePaystackTransfer {
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  source: string;
  reason: string;
  recipient: string;
  status: "success" | "pending" | "otp" | "failed" | "reversed";
  gateway_response: string | null;
}

interface TransferBehaviour {
  status?: FakePaystackTransfer["status"];
  refuse?: string;
}

const MOBILE_MONEY_BANK_CODES = ["MTN", "VOD", "ATL"];
const fakeCode = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

function fakePaystackTransfers() {
  const recipients = new Map<string, { type: string; name: string; account_number: string; bank_code: string }>();
  const transfers = new Map<string, FakePaystackTransfer>();
  const behaviours = new Map<string, TransferBehaviour>();

  async function handle(
    request: IncomingMessage,
    url: URL,
    reply: (status: number, body: unknown) => void,
    keyFor: (key: string | undefined) => { valid: boolean; failStatus?: number },
    received: Received[],
  ): Promise<boolean> {
    if (request.method === "POST" && url.pathname === "/__paystack/transfer-behaviour") {
      const { recipient_code, ...behaviour } = (await readJson(request)) as TransferBehaviour & { recipient_code: string };
      behaviours.set(recipient_code, behaviour);
      reply(201, behaviour);
      return true;
    }
    const moved = /^\/__paystack\/transfers\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && moved) {
      const transfer = transfers.get(decodeURIComponent(moved[1]!));
      const { status } = (await readJson(request)) as { status: FakePaystackTransfer["status"] };
      if (transfer) transfer.status = status;
      reply(transfer ? 200 : 404, transfer ?? { message: "Not found" });
      return true;
    }
    if (request.method === "GET" && url.pathname === "/__paystack/transfers") {
      const recipient = url.searchParams.get("recipient");
      reply(200, [...transfers.values()].filter((transfer) => transfer.recipient === recipient));
      return true;
    }

    const isRecipient = request.method === "POST" && url.pathname === "/transferrecipient";
    const isTransfer = request.method === "POST" && url.pathname === "/transfer";
    const verify = request.method === "GET" ? /^\/transfer\/verify\/([^/]+)$/.exec(url.pathname) : null;
    if (!isRecipient && !isTransfer && !verify) return false;

    const body = isRecipient || isTransfer ? ((await readJson(request)) as Record<string, unknown> | null) : null;
    const key = keyFor(request.headers.authorization?.replace(/^Bearer /, ""));
    if (!key.valid) {
      reply(401, { status: false, message: "Invalid key" });
      return true;
    }
    if (key.failStatus) {
      reply(key.failStatus, { status: false, message: "An error occurred" });
      return true;
    }

    if (isRecipient) {
      received.push({ service: "paystack", headers: request.headers, body: { path: "/transferrecipient", ...body } });
      const { type, name, account_number, bank_code, currency } = (body ?? {}) as Record<string, unknown>;
      if ((type !== "mobile_money" && type !== "ghipss") || typeof name !== "string" || !name || currency !== "GHS") {
        reply(400, { status: false, message: "Invalid recipient details", type: "validation_error" });
        return true;
      }
      const mobile = type === "mobile_money";
      const bankOk = typeof bank_code === "string" && (mobile ? MOBILE_MONEY_BANK_CODES.includes(bank_code) : /^\d{6}$/.test(bank_code));
      const accountOk = typeof account_number === "string" && (mobile ? /^0[25]\d{8}$/.test(account_number) : /^\d{6,20}$/.test(account_number) && !account_number.startsWith("000"));
      if (!bankOk || !accountOk) {
        reply(400, { status: false, message: bankOk ? "Could not resolve account name. Check parameters or try again." : "Unknown bank code", type: "validation_error" });
        return true;
      }
      const recipient_code = fakeCode("RCP");
      recipients.set(recipient_code, { type, name, account_number: account_number as string, bank_code: bank_code as string });
      reply(201, {
        status: true,
        message: "Transfer recipient created successfully",
        data: {
          active: true,
          currency: "GHS",
          domain: "test",
          id: recipients.size,
          name,
          recipient_code,
          type,
          details: { authorization_code: null, account_number, account_name: mobile ? null : name.toUpperCase(), bank_code, bank_name: mobile ? bank_code : "GhIPSS bank" },
        },
      });
      return true;
    }

    if (isTransfer) {
      received.push({ service: "paystack", headers: request.headers, body: { path: "/transfer", ...body } });
      const { source, amount, recipient, reference, reason } = (body ?? {}) as Record<string, unknown>;
      if (source !== "balance" || typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0 || typeof reference !== "string") {
        reply(400, { status: false, message: "Invalid transfer", type: "validation_error" });
        return true;
      }
      if (transfers.has(reference)) {
        reply(400, { status: false, message: "Duplicate Transfer Reference", type: "validation_error", code: "duplicate_reference" });
        return true;
      }
      if (typeof recipient !== "string" || !recipients.has(recipient)) {
        reply(400, { status: false, message: "Recipient specified is invalid", type: "validation_error" });
        return true;
      }
      const behaviour = behaviours.get(recipient) ?? {};
      if (behaviour.refuse) {
        reply(400, { status: false, message: behaviour.refuse, type: "api_error" });
        return true;
      }
      const transfer: FakePaystackTransfer = {
        reference,
        transfer_code: fakeCode("TRF"),
        amount,
        currency: "GHS",
        source,
        reason: typeof reason === "string" ? reason : "",
        recipient,
        status: behaviour.status ?? "pending",
        gateway_response: behaviour.status === "failed" ? "Account not registered for mobile money" : null,
      };
      transfers.set(reference, transfer);
      reply(200, { status: true, message: transfer.status === "otp" ? "Transfer requires OTP to continue" : "Transfer has been queued", data: { ...transfer, integration: 1, domain: "test", id: transfers.size } });
      return true;
    }

    const transfer = transfers.get(decodeURIComponent(verify![1]!));
    if (!transfer) reply(404, { status: false, message: "Transfer not found" });
    else reply(200, { status: true, message: "Transfer retrieved", data: { ...transfer, domain: "test" } });
    return true;
  }

  return { handle };
}

// ---------------------------------------------------------------------------------------------------
// Paystack's Charge API for mobile money (https://paystack.com/docs/payments/payment-channels/#mobile-money):
//   POST /charge { email, amount (pesewas, a whole number or its digits), currency: "GHS", reference,
//   mobile_money: { phone, provider: mtn | vod | atl } } → { status: true, message: "Charge attempted",
//   data: { reference, status, display_text? } }; a reference used before, a missing or malformed e-mail,
//   another currency or provider answers 400 { status: false, message } as Paystack does.
//   POST /charge/submit_otp { otp, reference } → the charge's next step, or 400 when it is not waiting
//   for a code or the code is not the one "sent".
// Each charge is also a transaction that GET /transaction/verify reads: "ongoing" while the customer has
// the prompt, "success" or "failed" once settled.
// Test hooks: POST /__paystack/charge-behaviour { phone (as sent), status?: "success" | "pay_offline" |
// "pending" | "send_otp" | "failed" (default pay_offline), otp?: the code a send_otp charge takes
// (default 123456), afterOtp?: its step after the code (default pay_offline) } says how charges to that
// wallet answer; POST /__paystack/charges/:reference { status: "success" | "failed" | "abandoned" } is the
// customer approving or declining the prompt (the test then sends the signed webhook, as Paystack
// would); GET /__paystack/charges?phone=… lists the charges made to a wallet. Faults (slow or failing
// answers) come from /__faults with a scripted key, as for the other APIs.

type FakeChargeStep = "success" | "pay_offline" | "pending" | "send_otp" | "failed";

interface FakeChargeBehaviour {
  status?: FakeChargeStep;
  otp?: string;
  afterOtp?: FakeChargeStep;
}

/** A mobile-money charge as the fake keeps it. */
export interface FakePaystackCharge {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  phone: string;
  provider: string;
  step: FakeChargeStep;
}

const CHARGE_PROVIDERS = ["mtn", "vod", "atl"];
const DISPLAY_TEXT: Partial<Record<FakeChargeStep, string>> = {
  pay_offline: "Please complete authorization process on your mobile phone",
  send_otp: "Please enter the OTP sent to your phone",
};

function fakePaystackCharges(transactions: Map<string, FakePaystackTransaction>) {
  const charges = new Map<string, FakePaystackCharge>();
  const behaviours = new Map<string, FakeChargeBehaviour>();

  /** The charge's step, kept as its verify status too. */
  const move = (charge: FakePaystackCharge, step: FakeChargeStep) => {
    charge.step = step;
    const status = step === "success" ? "success" : step === "failed" ? "failed" : "ongoing";
    transactions.set(charge.reference, { reference: charge.reference, status, amount: charge.amount, currency: charge.currency, channel: "mobile_money" });
  };
  const stepAnswer = (charge: FakePaystackCharge) => {
    const data: Record<string, unknown> = { reference: charge.reference, status: charge.step };
    if (DISPLAY_TEXT[charge.step]) data.display_text = DISPLAY_TEXT[charge.step];
    if (charge.step === "success") Object.assign(data, { amount: charge.amount, currency: charge.currency, channel: "mobile_money", gateway_response: "Approved", paid_at: "2026-11-23T10:31:02.000Z" });
    if (charge.step === "failed") Object.assign(data, { message: "Declined", gateway_response: "Declined" });
    return { status: true, message: "Charge attempted", data };
  };

  async function handle(
    request: IncomingMessage,
    url: URL,
    reply: (status: number, body: unknown) => void,
    keyFor: (key: string | undefined) => { valid: boolean; failStatus?: number },
    received: Received[],
  ): Promise<boolean> {
    if (request.method === "POST" && url.pathname === "/__paystack/charge-behaviour") {
      const { phone, ...behaviour } = (await readJson(request)) as FakeChargeBehaviour & { phone: string };
      behaviours.set(phone, behaviour);
      reply(201, behaviour);
      return true;
    }
    const settled = /^\/__paystack\/charges\/([^/]+)$/.exec(url.pathname);
    if (request.method === "POST" && settled) {
      const charge = charges.get(decodeURIComponent(settled[1]!));
      const { status } = (await readJson(request)) as { status: "success" | "failed" | "abandoned" };
      if (charge) {
        move(charge, status === "success" ? "success" : "failed");
        transactions.get(charge.reference)!.status = status;
      }
      reply(charge ? 200 : 404, charge ?? { message: "Not found" });
      return true;
    }
    if (request.method === "GET" && url.pathname === "/__paystack/charges") {
      const phone = url.searchParams.get("phone");
      reply(200, [...charges.values()].filter((charge) => charge.phone === phone));
      return true;
    }

    const isCharge = request.method === "POST" && url.pathname === "/charge";
    const isOtp = request.method === "POST" && url.pathname === "/charge/submit_otp";
    if (!isCharge && !isOtp) return false;
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const key = keyFor(request.headers.authorization?.replace(/^Bearer /, ""));
    if (!key.valid) {
      reply(401, { status: false, message: "Invalid key" });
      return true;
    }
    if (key.failStatus) {
      reply(key.failStatus, { status: false, message: "An error occurred" });
      return true;
    }
    const refuse = (message: string) => {
      reply(400, { status: false, message, type: "validation_error" });
      return true;
    };
    received.push({ service: "paystack", headers: request.headers, body: { path: url.pathname, ...body } });

    if (isCharge) {
      const { email, amount, currency, reference, mobile_money: wallet } = body as { email?: unknown; amount?: unknown; currency?: unknown; reference?: unknown; mobile_money?: { phone?: unknown; provider?: unknown } };
      const pesewas = typeof amount === "string" && /^\d+$/.test(amount) ? Number(amount) : amount;
      if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return refuse("Invalid Email Address Passed");
      if (typeof pesewas !== "number" || !Number.isInteger(pesewas) || pesewas <= 0) return refuse("Invalid amount");
      if (currency !== "GHS") return refuse("Currency not supported by merchant");
      if (typeof reference !== "string" || !reference) return refuse("Invalid reference");
      if (charges.has(reference) || transactions.has(reference)) return refuse("Duplicate Transaction Reference");
      if (typeof wallet?.phone !== "string" || !/^(0|\+?233)\d{9}$/.test(wallet.phone)) return refuse("Invalid phone number");
      if (typeof wallet.provider !== "string" || !CHARGE_PROVIDERS.includes(wallet.provider)) return refuse("Invalid provider");
      const charge: FakePaystackCharge = { reference, email, amount: pesewas, currency, phone: wallet.phone, provider: wallet.provider, step: "pay_offline" };
      charges.set(reference, charge);
      move(charge, behaviours.get(wallet.phone)?.status ?? "pay_offline");
      reply(200, stepAnswer(charge));
      return true;
    }

    const { otp, reference } = body as { otp?: unknown; reference?: unknown };
    const charge = typeof reference === "string" ? charges.get(reference) : undefined;
    if (!charge) return refuse("Charge not found");
    if (charge.step !== "send_otp") return refuse("Charge is not awaiting an OTP");
    const behaviour = behaviours.get(charge.phone) ?? {};
    if (otp !== (behaviour.otp ?? "123456")) return refuse("Invalid OTP");
    move(charge, behaviour.afterOtp ?? "pay_offline");
    reply(200, stepAnswer(charge));
    return true;
  }

  return { handle };
}
