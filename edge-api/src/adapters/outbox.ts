/** Development adapters: "sent" messages are stored in the outbox table and printed to the console. */
import { outbox } from "../db/schema.ts";
import type { Database } from "../db/client.ts";
import type { Mailer, SmsSender } from "./outgoing-message.ts";

export function outboxMailer(db: Database): Mailer {
  return {
    async send({ to, subject, text }) {
      await db.insert(outbox).values({ channel: "email", recipient: to, subject, body: text });
      console.log(`[outbox] e-mail to ${to}: ${subject}\n${text}`);
    },
  };
}

export function outboxSms(db: Database): SmsSender {
  return {
    async send({ to, text }) {
      await db.insert(outbox).values({ channel: "sms", recipient: to, body: text });
      console.log(`[outbox] SMS to ${to}: ${text}`);
    },
  };
}
