/**
 * Outgoing e-mail and SMS behind one small interface each (DESIGN.md §4). With the provider's secret
 * configured the production adapter is used; without it, messages land in the outbox table and the
 * console (development and tests).
 */
import type { Database } from "../db/client.ts";
import type { Bindings } from "../env.ts";
import { AppError } from "../http/errors.ts";
import { outboxMailer, outboxSms } from "./outbox.ts";
import { resendMailer } from "./resend-mailer.ts";
import { arkeselSms } from "./arkesel-sms.ts";
import { callPolicyFor } from "./outside-call.ts";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +233241234567. */
  to: string;
  text: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

/** An outside service refused or could not be reached: the user may simply try again. */
export function deliveryFailed(service: string, detail: string): AppError {
  console.error(`${service} delivery failed: ${detail}`);
  return new AppError(503, "unavailable", "We could not send the message right now. Please try again shortly.");
}

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
