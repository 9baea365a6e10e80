/**
 * E-mail through Resend's HTTP API: POST {baseUrl}/emails with a Bearer key and
 * { from, to: [address], subject, text }; a 2xx answer carries the message id.
 */
import { deliveryFailed, type Mailer } from "./messaging.ts";

export const RESEND_API_URL = "https://api.resend.com";
export const DEFAULT_MAIL_FROM = "GhanaHealth <no-reply@ghanahealth.com.gh>";

export function resendMailer({ apiKey, from = DEFAULT_MAIL_FROM, baseUrl = RESEND_API_URL }: { apiKey: string; from?: string; baseUrl?: string }): Mailer {
  return {
    async send({ to, subject, text }) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/emails`, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({ from, to: [to], subject, text }),
        });
      } catch (error) {
        throw deliveryFailed("E-mail", `could not reach the API: ${String(error)}`);
      }
      if (!response.ok) throw deliveryFailed("E-mail", `${response.status} ${(await response.text()).slice(0, 300)}`);
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (typeof body?.id !== "string") throw deliveryFailed("E-mail", "the API answered without a message id");
    },
  };
}
