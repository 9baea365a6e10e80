/**
 * SMS through Arkesel, a Ghana SMS gateway: POST {baseUrl}/api/v2/sms/send with an `api-key` header
 * and { sender, message, recipients: ["233…"] }; success is { "status": "success", "data": [...] }.
 * Arkesel documents no idempotency key, so a send is made once: after a timeout the message may have
 * gone out, and a retry could send the code twice. The user's own resend is the retry.
 */
import { callOutside, DEFAULT_CALL_POLICY, OutsideCallFailed, type CallPolicy } from "./outside-call.ts";
import { deliveryFailed, type SmsSender } from "./outgoing-message.ts";

export const ARKESEL_API_URL = "https://sms.arkesel.com";
/** Sender ids are at most 11 characters. */
export const DEFAULT_SENDER_ID = "GhanaHealth";

export function arkeselSms({
  apiKey,
  senderId = DEFAULT_SENDER_ID,
  baseUrl = ARKESEL_API_URL,
  policy = DEFAULT_CALL_POLICY,
}: {
  apiKey: string;
  senderId?: string;
  baseUrl?: string;
  policy?: CallPolicy;
}): SmsSender {
  return {
    async send({ to, text }) {
      let answer;
      try {
        answer = await callOutside(
          `${baseUrl}/api/v2/sms/send`,
          {
            method: "POST",
            headers: { "api-key": apiKey, "Content-Type": "application/json" },
            // The gateway takes international numbers without the leading "+".
            body: JSON.stringify({ sender: senderId, message: text, recipients: [to.replace(/^\+/, "")] }),
            repeatable: false,
          },
          policy,
        );
      } catch (error) {
        throw deliveryFailed("SMS", error instanceof OutsideCallFailed ? error.message : `could not reach the gateway: ${String(error)}`);
      }
      let body: { status?: unknown } | null = null;
      try {
        body = JSON.parse(answer.text) as { status?: unknown } | null;
      } catch {
        body = null;
      }
      if (!answer.ok || body?.status !== "success") {
        throw deliveryFailed("SMS", `${answer.status} ${answer.text.slice(0, 300)}`);
      }
    },
  };
}
