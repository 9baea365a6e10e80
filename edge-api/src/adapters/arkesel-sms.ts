/**
 * SMS through Arkesel, a Ghana SMS gateway: POST {baseUrl}/api/v2/sms/send with an `api-key` header
 * and { sender, message, recipients: ["233…"] }; success is { "status": "success", "data": [...] }.
 */
import { deliveryFailed, type SmsSender } from "./messaging.ts";

export const ARKESEL_API_URL = "https://sms.arkesel.com";
/** Sender ids are at most 11 characters. */
export const DEFAULT_SENDER_ID = "GhanaHealth";

export function arkeselSms({ apiKey, senderId = DEFAULT_SENDER_ID, baseUrl = ARKESEL_API_URL }: { apiKey: string; senderId?: string; baseUrl?: string }): SmsSender {
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/v2/sms/send`, {
          method: "POST",
          headers: { "api-key": apiKey, "Content-Type": "application/json" },
          // The gateway takes international numbers without the leading "+".
          body: JSON.stringify({ sender: senderId, message: text, recipients: [to.replace(/^\+/, "")] }),
        });
      } catch (error) {
        throw deliveryFailed("SMS", `could not reach the gateway: ${String(error)}`);
      }
      const body = (await response.json().catch(() => null)) as { status?: unknown; message?: unknown } | null;
      if (!response.ok || body?.status !== "success") {
        throw deliveryFailed("SMS", `${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    },
  };
}
