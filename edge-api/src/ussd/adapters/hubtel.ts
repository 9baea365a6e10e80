/**
 * Hubtel Programmable Services' USSD callback (POST /api/ussd/hubtel): a JSON request per step of the
 * session, `Type` initiation, response, release or timeout (sent in any case), `Sequence` counting
 * the session's requests, `Mobile` the caller's number ("233241234567"), `Operator` the network
 * ("mtn", "vodafone", "tigo", "airtel"); answered with JSON whose `Type` "Response" waits for input
 * and "Release" ends the session. Release and timeout end our session too (Hubtel ignores what a
 * timeout is answered).
 */
import { toGhanaE164 } from "../../auth/phone.ts";
import type { UssdReply } from "../menu/types.ts";
import { mobileNetworkOf } from "../mobile-network.ts";
import type { Dial } from "../session-turn.ts";

/** The request as routes/ussd validates it (the names are Hubtel's). */
export interface HubtelRequest {
  Type: string;
  Message?: string | null;
  SessionId: string;
  Sequence: number | string;
  Mobile: string;
  Operator?: string | null;
  ServiceCode?: string | null;
  ClientState?: string | null;
}

export interface HubtelAnswer {
  Type: "Response" | "Release";
  Message: string;
  /** A title: Hubtel's app channels show it above the message; a phone shows the message alone. */
  Label: string;
  DataType: "input" | "display";
  FieldType: "text";
  /** Sent back with the next request; our state is in KV, so nothing. */
  ClientState: string;
}

export type HubtelStep = { kind: "dial"; dial: Dial } | { kind: "end" } | { kind: "refused"; field: keyof HubtelRequest };

/** What a request asks of us: a screen for a dial or a reply, the end of the session, or nothing we can read. */
export function hubtelStep(request: HubtelRequest, now: number): HubtelStep {
  const type = request.Type.trim().toLowerCase();
  if (type === "release" || type === "timeout") return { kind: "end" };
  const phone = toGhanaE164(request.Mobile);
  if (!phone) return { kind: "refused", field: "Mobile" };
  const sequence = Number(request.Sequence);
  const starts = type === "initiation";
  return {
    kind: "dial",
    dial: {
      aggregator: "hubtel",
      sessionId: request.SessionId,
      request: String(sequence),
      // Hubtel numbers the session's requests: one not above the last answered is that one again, or a late copy of an earlier one.
      repeats: (last) => sequence <= Number(last),
      starts,
      phone,
      network: mobileNetworkOf(request.Operator),
      // On initiation the message is the code dialled ("*713*20#"), not a choice.
      input: starts ? null : (request.Message ?? "").trim(),
      now,
    },
  };
}

export function hubtelAnswer(reply: UssdReply): HubtelAnswer {
  return {
    Type: reply.end ? "Release" : "Response",
    Message: reply.text,
    Label: reply.text.split("\n")[0] ?? "",
    DataType: reply.end ? "display" : "input",
    FieldType: "text",
    ClientState: "",
  };
}

/** The answer to a release or a timeout: the session is over, nothing more to show. */
export const HUBTEL_SESSION_ENDED: HubtelAnswer = { Type: "Release", Message: "", Label: "", DataType: "display", FieldType: "text", ClientState: "" };
