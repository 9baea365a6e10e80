/**
 * Which sender outgoing e-mail and SMS go through (the interfaces: outgoing-message.ts). With the
 * provider's secret configured the production adapter is used; without it, messages land in the
 * outbox table and the console (development and tests).
 */
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { outboxMailer, outboxSms } from "./outbox.ts";
import { resendMailer } from "./resend-mailer.ts";
import { arkeselSms } from "./arkesel-sms.ts";
import { callPolicyFor } from "./outside-call.ts";
import type { Mailer, SmsSender } from "./outgoing-message.ts";

/**
 * An address under the reserved `.invalid` domain (RFC 2606) receives no mail: a phone-only USSD
 * patient's placeholder (db/ussd-callers.ts). Their notices go by SMS to their verified phone alone.
 */
const undeliverable = (address: string) => /\.invalid$/i.test(address.trim());

export function mailerFor(env: Bindings, db: Database): Mailer {
  const mailer = env.RESEND_API_KEY
    ? resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.MAIL_API_URL, policy: callPolicyFor(env) })
    : outboxMailer(db);
  return { send: (email) => (undeliverable(email.to) ? Promise.resolve() : mailer.send(email)) };
}

export function smsFor(env: Bindings, db: Database): SmsSender {
  return env.ARKESEL_API_KEY
    ? arkeselSms({ apiKey: env.ARKESEL_API_KEY, senderId: env.SMS_SENDER_ID, baseUrl: env.SMS_API_URL, policy: callPolicyFor(env) })
    : outboxSms(db);
}
