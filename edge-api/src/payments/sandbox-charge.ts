/**
 * The sandbox's mobile-money prompt (development and tests, no Paystack key): it answers as Paystack's
 * Charge API documents, chosen by the wallet number's last digit, and keeps each charge in KV beside
 * the sandbox's transactions (sandbox.ts), which the sandbox's verify reads.
 *
 *   last digit   answer          then
 *   0            success         paid at once (verify finds it)
 *   1–5, 7       pay_offline     the "customer" approves after SANDBOX_CHARGE_DELAY_MS (default 3 s), and the
 *                                booking is fulfilled as Paystack's charge.success webhook would
 *   6            send_otp        the code is 123456 (submitOtp); any other is refused and may be tried again;
 *                                after it, as pay_offline
 *   8            failed          declined: nothing taken
 *   9            (no answer)     "pending", as a Paystack call that timed out: nothing settles it, the hold lapses
 *
 * SANDBOX_CHARGE_DELAY_MS=manual leaves every prompt waiting for approveSandboxCharge or
 * declineSandboxCharge (the "MoMo prompt" of the phone simulator at /dev/ussd, which finds a wallet's
 * prompts with sandboxPromptsOn), which also settle any prompt earlier. A prompt still due when no
 * task was left to settle it (no waitUntil) is settled by the sweep.
 */
import type { Bindings } from "../env.ts";
import type { Background } from "../money/refunds.ts";
import type { Database } from "../db/client.ts";
import type { ChargeAnswer, ChargeRequest, MobileMoneyCharge, MobileMoneyProvider } from "./mobile-money-charge.ts";
import { fulfilVerifiedCharge, settleUnpaidCharge, type ChargeSettlement } from "./mobile-money-outcomes.ts";
import { recordSandboxCharge } from "./sandbox.ts";

/** How long the sandbox's customer takes to approve a prompt unless SANDBOX_CHARGE_DELAY_MS says otherwise. */
export const SANDBOX_CHARGE_DELAY_MS = 3_000;
/** The code the sandbox's network "sends" for a send_otp charge (Paystack's test code). */
export const SANDBOX_CHARGE_CODE = "123456";

export type SandboxChargeOutcome = "success" | "pay_offline" | "send_otp" | "failed" | "no_answer";

/** What the sandbox does with a charge to this wallet (the table above). */
export function sandboxOutcomeOf(phone: string): SandboxChargeOutcome {
  const last = phone.trim().slice(-1);
  if (last === "0") return "success";
  if (last === "6") return "send_otp";
  if (last === "8") return "failed";
  if (last === "9") return "no_answer";
  return "pay_offline";
}

/** The sandbox's knob beside the Worker's bindings (a plain var in .dev.vars; tests set "0" or "manual"). */
export type SandboxChargeBindings = Pick<Bindings, "CODES" | "SANDBOX_CHARGE_DELAY_MS">;

/** Milliseconds before a prompt approves itself; null when only a person (approveSandboxCharge) approves it. */
export function sandboxChargeDelayMs(env: SandboxChargeBindings): number | null {
  const configured = env.SANDBOX_CHARGE_DELAY_MS?.trim();
  if (configured === "manual") return null;
  const ms = Number(configured);
  return configured && Number.isFinite(ms) && ms >= 0 ? ms : SANDBOX_CHARGE_DELAY_MS;
}

type SandboxChargeState = "prompted" | "awaiting_code" | "unanswered" | "approved" | "declined";

interface SandboxChargeRecord {
  reference: string;
  amountPesewas: number;
  phone: string;
  provider: MobileMoneyProvider;
  state: SandboxChargeState;
  /** Epoch ms when a prompted charge approves itself; null: only by hand. */
  settlesAt: number | null;
}

const key = (reference: string) => `sandbox-momo:${reference}`;
/** The wallet's charges, one empty entry each, so a wallet's prompts are found by listing its prefix. */
const walletPrefix = (phone: string) => `sandbox-momo-wallet:${phone}:`;
/** As long as the sandbox keeps its transactions (sandbox.ts). */
const RECORD_TTL_SECONDS = 24 * 60 * 60;

const read = (env: SandboxChargeBindings, reference: string) => env.CODES.get<SandboxChargeRecord>(key(reference), "json");
const write = (env: SandboxChargeBindings, record: SandboxChargeRecord) => env.CODES.put(key(record.reference), JSON.stringify(record), { expirationTtl: RECORD_TTL_SECONDS });
const listOnWallet = (env: SandboxChargeBindings, record: SandboxChargeRecord) =>
  env.CODES.put(`${walletPrefix(record.phone)}${record.reference}`, "", { expirationTtl: RECORD_TTL_SECONDS });

/** Paystack's words for each answer (its documented display_text and messages). */
const WORDS = {
  prompted: "Please complete authorization process on your mobile phone",
  code: "Please enter the OTP sent to your phone",
  declined: "Declined",
  duplicate: "Duplicate Transaction Reference",
  wrongCode: "Invalid OTP",
  notAwaitingCode: "Transaction is not awaiting OTP",
} as const;

export interface SandboxChargeOptions {
  now?: () => number;
  /** Told of every prompt left for the customer to approve (gateways schedule its approval). */
  onPrompt?: (reference: string) => void;
}

export function sandboxCharges(env: SandboxChargeBindings, { now = Date.now, onPrompt }: SandboxChargeOptions = {}): MobileMoneyCharge {
  async function prompt(record: SandboxChargeRecord): Promise<ChargeAnswer> {
    const delay = sandboxChargeDelayMs(env);
    await write(env, { ...record, state: "prompted", settlesAt: delay === null ? null : now() + delay });
    onPrompt?.(record.reference);
    return { status: "pay_offline", displayText: WORDS.prompted, reference: record.reference };
  }

  return {
    name: "sandbox",
    async charge({ reference, amountPesewas, phone, provider }: ChargeRequest) {
      if (await read(env, reference)) return { status: "failed", displayText: WORDS.duplicate, reference };
      const record: SandboxChargeRecord = { reference, amountPesewas, phone, provider, state: "unanswered", settlesAt: null };
      switch (sandboxOutcomeOf(phone)) {
        case "success":
          await write(env, { ...record, state: "approved" });
          await recordSandboxCharge(env.CODES, { reference, amountPesewas, channel: provider, outcome: "success" }, now());
          return { status: "success", reference };
        case "failed":
          await write(env, { ...record, state: "declined" });
          await recordSandboxCharge(env.CODES, { reference, amountPesewas, channel: provider, outcome: "failed" }, now());
          return { status: "failed", displayText: WORDS.declined, reference };
        case "send_otp":
          await Promise.all([write(env, { ...record, state: "awaiting_code" }), listOnWallet(env, record)]);
          return { status: "send_otp", displayText: WORDS.code, reference };
        case "no_answer":
          await write(env, record);
          return { status: "pending", reference };
        case "pay_offline":
          await listOnWallet(env, record);
          return prompt(record);
      }
    },
    async submitOtp({ reference, otp }) {
      const record = await read(env, reference);
      if (record?.state !== "awaiting_code") return { status: "send_otp", displayText: WORDS.notAwaitingCode, reference };
      if (otp.trim() !== SANDBOX_CHARGE_CODE) return { status: "send_otp", displayText: WORDS.wrongCode, reference };
      return prompt(record);
    },
  };
}

/** A prompt on the wallet's phone, as the phone simulator (/dev/ussd) shows it. */
export interface SandboxPrompt {
  reference: string;
  amountPesewas: number;
  /** The wallet, +233XXXXXXXXX. */
  phone: string;
  provider: MobileMoneyProvider;
  /** approval: the customer approves or declines it; code: the caller dials again first and gives SANDBOX_CHARGE_CODE. */
  waitingFor: "approval" | "code";
}

/** The prompt the customer sees, or null: settled, unknown, or never shown (a call with no answer reaches no phone). */
function promptShown(record: SandboxChargeRecord | null): SandboxPrompt | null {
  if (record?.state !== "prompted" && record?.state !== "awaiting_code") return null;
  const { reference, amountPesewas, phone, provider } = record;
  return { reference, amountPesewas, phone, provider, waitingFor: record.state === "prompted" ? "approval" : "code" };
}

export async function sandboxPrompt(env: SandboxChargeBindings, reference: string): Promise<SandboxPrompt | null> {
  return promptShown(await read(env, reference));
}

/** The prompts waiting on a wallet's phone (+233XXXXXXXXX), oldest first. */
export async function sandboxPromptsOn(env: SandboxChargeBindings, phone: string): Promise<SandboxPrompt[]> {
  const prefix = walletPrefix(phone);
  // One page (1,000 keys) is a day of a development wallet's charges many times over.
  const { keys } = await env.CODES.list({ prefix });
  const prompts = await Promise.all(keys.map(({ name }) => sandboxPrompt(env, name.slice(prefix.length))));
  return prompts.filter((prompt): prompt is SandboxPrompt => prompt !== null).sort((a, b) => a.reference.localeCompare(b.reference, "en", { numeric: true }));
}

/** A prompt's fate when someone (the customer, a development page) acts on it: unknown when the sandbox has no such prompt waiting. */
export type SandboxPromptResult = ChargeSettlement | "not_waiting";

const waiting = (record: SandboxChargeRecord | null): record is SandboxChargeRecord => record !== null && ["prompted", "awaiting_code", "unanswered"].includes(record.state);

/**
 * The customer approves the prompt: the sandbox's transaction is paid, and the booking fulfilled as
 * Paystack's charge.success webhook fulfils it (mobile-money-outcomes.ts). Approving twice pays once.
 */
export async function approveSandboxCharge(env: Bindings & SandboxChargeBindings, db: Database, reference: string, { background, now = Date.now() }: { background?: Background; now?: number } = {}): Promise<SandboxPromptResult> {
  const record = await read(env, reference);
  if (!waiting(record)) return "not_waiting";
  await write(env, { ...record, state: "approved" });
  await recordSandboxCharge(env.CODES, { reference, amountPesewas: record.amountPesewas, channel: record.provider, outcome: "success" }, now);
  return fulfilVerifiedCharge(env, db, reference, { background });
}

/** The customer declines the prompt: nothing is taken, the hold is released and the patient told. */
export async function declineSandboxCharge(env: Bindings & SandboxChargeBindings, db: Database, reference: string, { now = Date.now() }: { now?: number } = {}): Promise<SandboxPromptResult> {
  const record = await read(env, reference);
  if (!waiting(record)) return "not_waiting";
  await write(env, { ...record, state: "declined" });
  await recordSandboxCharge(env.CODES, { reference, amountPesewas: record.amountPesewas, channel: record.provider, outcome: "failed" }, now);
  await settleUnpaidCharge(env, db, reference, "failed", now);
  return "unpaid";
}

/** Approves a prompt whose time has come (what the customer did meanwhile); not_waiting otherwise. */
export async function settleDueSandboxCharge(env: Bindings & SandboxChargeBindings, db: Database, reference: string, { background, now = Date.now() }: { background?: Background; now?: number } = {}): Promise<SandboxPromptResult> {
  const record = await read(env, reference);
  if (record?.state !== "prompted" || record.settlesAt === null || record.settlesAt > now) return "not_waiting";
  return approveSandboxCharge(env, db, reference, { background, now });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for the prompt's time, then approves it (a task for waitUntil); a failure is left to the sweep. */
export async function settleSandboxChargeLater(env: Bindings & SandboxChargeBindings, db: Database, reference: string, background?: Background): Promise<void> {
  try {
    const record = await read(env, reference);
    if (record?.settlesAt == null) return;
    await sleep(Math.max(0, record.settlesAt - Date.now()));
    await settleDueSandboxCharge(env, db, reference, { background });
  } catch (error) {
    console.error("Sandbox charge not settled yet", reference, error);
  }
}
