/** The words of the messages accounts receive. Codes expire in 10 minutes; nobody from us asks for them. */
import type { OutgoingEmail, OutgoingSms } from "../adapters/outgoing-message.ts";

const FOOTER = "If you did not ask for this, you can ignore this message. GhanaHealth staff will never ask you for this code.";

export function emailVerificationMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `Your GhanaHealth verification code: ${code}`,
    text: `Akwaaba! Your GhanaHealth verification code is ${code}.\nIt expires in 10 minutes.\n\n${FOOTER}`,
  };
}

export function providerSignupMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `Your GhanaHealth provider registration code: ${code}`,
    text: `Akwaaba! To finish registering your practice on GhanaHealth, enter this code: ${code}.\nIt expires in 10 minutes.\n\n${FOOTER}`,
  };
}

export function providerLoginMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `Your GhanaHealth sign-in code: ${code}`,
    text: `Someone, hopefully you, signed in to your GhanaHealth provider account.\nYour sign-in code is ${code}. It expires in 10 minutes.\n\n${FOOTER}`,
  };
}

export function existingAccountMessage(to: string): OutgoingEmail {
  return {
    to,
    subject: "You already have a GhanaHealth account",
    text: "Someone tried to create a GhanaHealth account with this e-mail address, but you already have one. Sign in with your password instead.\n\nIf this was not you, no action is needed.",
  };
}

export function phoneVerificationMessage(to: string, code: string): OutgoingSms {
  return { to, text: `GhanaHealth code: ${code}. Expires in 10 minutes. Never share it.` };
}

export function passwordResetMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: `Your GhanaHealth password reset code: ${code}`,
    text: `Someone, hopefully you, asked to reset the password of your GhanaHealth account.\nYour password reset code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for this, ignore this message: your password stays as it is. GhanaHealth staff will never ask you for this code.`,
  };
}

export function passwordResetSms(to: string, code: string): OutgoingSms {
  return { to, text: `GhanaHealth password reset code: ${code}. Expires in 10 minutes. Never share it.` };
}

/** Sent after every reset, so an owner who did not ask for it learns at once and knows what to do. */
export function passwordChangedMessage(to: string): OutgoingEmail {
  return {
    to,
    subject: "Your GhanaHealth password was changed",
    text:
      "The password of your GhanaHealth account was just changed, and every device that was signed in has been signed out.\n\n" +
      "If this was you, no action is needed: sign in with your new password.\n\n" +
      "If this was not you, someone may be able to read your email or phone messages. Secure your email account first, then use \"Forgot password?\" on the sign-in page to choose a new password, and contact GhanaHealth support.",
  };
}
