/**
 * E-mail through Resend's HTTP API: POST {baseUrl}/emails with a Bearer key and
 * { from, to: [address], subject, text }; a 2xx answer carries the message id. Each message carries
 * its own Idempotency-Key (Resend keeps it 24 hours and answers a repeat without sending again), which
 * is what makes a retry after a timeout safe: the patient never gets the same code twice.
 * https://resend.com/docs/dashboard/emails/idempotency-keys
 */
import { callOutside, DEFAULT_CALL_POLICY, OutsideCallFailed, type CallPolicy } from "./outside-call.ts";
import { deliveryFailed, type Mailer } from "./outgoing-message.ts";

export const RESEND_API_URL = "https://api.resend.com";
export const DEFAULT_MAIL_FROM = "GhanaHealth <no-reply@ghanahealth.com.gh>";

export function resendMailer({
  apiKey,
  from = DEFAULT_MAIL_FROM,
  baseUrl = RESEND_API_URL,
  policy = DEFAULT_CALL_POLICY,
}: {
  apiKey: string;
  from?: string;
  baseUrl?: string;
  policy?: CallPolicy;
}): Mailer {
  return {
    async send({ to, subject, text }) {
      const request = {
        method: "POST" as const,
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json", "Idempotency-Key": `message/${crypto.randomUUID()}` },
        body: JSON.stringify({ from, to: [to], subject, text }),
        repeatable: true,
      };
      let answer;
      try {
        answer = await callOutside(`${baseUrl}/emails`, request, policy);
      } catch (error) {
        throw deliveryFailed("E-mail", error instanceof OutsideCallFailed ? error.message : `could not reach the API: ${String(error)}`);
      }
      if (!answer.ok) throw deliveryFailed("E-mail", `${answer.status} after ${answer.attempts} attempt(s): ${answer.text.slice(0, 300)}`);
      const body = parseJson(answer.text) as { id?: unknown } | null;
      if (typeof body?.id !== "string") throw deliveryFailed("E-mail", "the API answered without a message id");
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
