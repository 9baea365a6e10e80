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

export function mailerFor(env: Bindings, db: Database): Mailer {
  return env.RESEND_API_KEY
    ? resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.MAIL_API_URL, policy: callPolicyFor(env) })
    : outboxMailer(db);
}

export function smsFor(env: Bindings, db: Database): SmsSender {
  return env.ARKESEL_API_KEY
    ? arkeselSms({ apiKey: env.ARKESEL_API_KEY, senderId: env.SMS_SENDER_ID, baseUrl: env.SMS_API_URL, policy: callPolicyFor(env) })
    : outboxSms(db);
}
