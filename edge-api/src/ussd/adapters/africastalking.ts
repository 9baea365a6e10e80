/**
 * The Africa's Talking USSD callback (POST /api/ussd/africastalking), the form Hellio and other
 * aggregators send too: `sessionId`, `phoneNumber` ("+233241234567"), `networkCode` ("62001"),
 * `serviceCode` and `text`, every input of the session so far joined by "*" (empty on the dial).
 * Answered in plain text, "CON " and a screen that waits for input, or "END " and the last screen.
 * The session's latest input is the last part of `text`; a `text` equal to the last one answered is
 * that request again. No request ends a session: it lapses in the store (session-store.ts).
 */
import { toGhanaE164 } from "../../auth/phone.ts";
import type { UssdReply } from "../menu/types.ts";
import { mobileNetworkOf } from "../mobile-network.ts";
import type { Dial } from "../session-turn.ts";

/** The form as routes/ussd validates it (the names are Africa's Talking's). */
export interface AfricasTalkingRequest {
  sessionId: string;
  phoneNumber: string;
  networkCode?: string;
  serviceCode?: string;
  text?: string;
}

export type AfricasTalkingStep = { kind: "dial"; dial: Dial } | { kind: "refused"; field: keyof AfricasTalkingRequest };

export function africasTalkingStep(request: AfricasTalkingRequest, now: number): AfricasTalkingStep {
  const phone = toGhanaE164(request.phoneNumber);
  if (!phone) return { kind: "refused", field: "phoneNumber" };
  const text = request.text ?? "";
  const starts = text === "";
  return {
    kind: "dial",
    dial: {
      aggregator: "africastalking",
      sessionId: request.sessionId,
      request: text,
      repeats: (last) => last === text,
      starts,
      phone,
      network: mobileNetworkOf(request.networkCode),
      input: starts ? null : (text.split("*").at(-1) ?? "").trim(),
      now,
    },
  };
}

export function africasTalkingAnswer(reply: UssdReply): string {
  return `${reply.end ? "END" : "CON"} ${reply.text}`;
}
