/**
 * What an outgoing e-mail or SMS is, the one small interface each sender implements (docs/product-rules.md#notifications),
 * and how a failed delivery is told. The senders (resend-mailer.ts, arkesel-sms.ts, outbox.ts) and
 * the choice between them (messaging.ts) import this; it imports none of them.
 */
import { msg } from "@gh/contracts/msg";
import { AppError } from "../http/errors.ts";

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
  return new AppError(503, "unavailable", msg("We could not send the message right now. Please try again shortly."));
}
