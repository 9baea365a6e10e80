/**
 * The words of the messages accounts receive, in the language they are made in (the recipient's:
 * code-delivery.ts). Codes expire in 10 minutes; nobody from us asks for them.
 */
import { t } from "../i18n/api-texts.ts";
import type { OutgoingEmail, OutgoingSms } from "../adapters/outgoing-message.ts";

const footer = () => t("If you did not ask for this, you can ignore this message. GhanaHealth staff will never ask you for this code.");
const expires = () => t("It expires in 10 minutes.");

export function emailVerificationMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: t("Your GhanaHealth verification code: {code}", { code }),
    text: [t("Akwaaba! Your GhanaHealth verification code is {code}.", { code }), expires(), "", footer()].join("\n"),
  };
}

export function providerSignupMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: t("Your GhanaHealth provider registration code: {code}", { code }),
    text: [t("Akwaaba! To finish registering your practice on GhanaHealth, enter this code: {code}.", { code }), expires(), "", footer()].join("\n"),
  };
}

export function providerLoginMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: t("Your GhanaHealth sign-in code: {code}", { code }),
    text: [
      t("Someone, hopefully you, signed in to your GhanaHealth provider account."),
      t("Your sign-in code is {code}. It expires in 10 minutes.", { code }),
      "",
      footer(),
    ].join("\n"),
  };
}

export function existingAccountMessage(to: string): OutgoingEmail {
  return {
    to,
    subject: t("You already have a GhanaHealth account"),
    text: [
      t("Someone tried to create a GhanaHealth account with this e-mail address, but you already have one. Sign in with your password instead."),
      t("If this was not you, no action is needed."),
    ].join("\n\n"),
  };
}

export function phoneVerificationMessage(to: string, code: string): OutgoingSms {
  return { to, text: t("GhanaHealth code: {code}. Expires in 10 minutes. Never share it.", { code }) };
}

export function passwordResetMessage(to: string, code: string): OutgoingEmail {
  return {
    to,
    subject: t("Your GhanaHealth password reset code: {code}", { code }),
    text: [
      t("Someone, hopefully you, asked to reset the password of your GhanaHealth account."),
      t("Your password reset code is {code}. It expires in 10 minutes.", { code }),
      "",
      t("If you did not ask for this, ignore this message: your password stays as it is. GhanaHealth staff will never ask you for this code."),
    ].join("\n"),
  };
}

export function passwordResetSms(to: string, code: string): OutgoingSms {
  return { to, text: t("GhanaHealth password reset code: {code}. Expires in 10 minutes. Never share it.", { code }) };
}

/** Sent after every reset, so an owner who did not ask for it learns at once and knows what to do. */
export function passwordChangedMessage(to: string): OutgoingEmail {
  return {
    to,
    subject: t("Your GhanaHealth password was changed"),
    text: [
      t("The password of your GhanaHealth account was just changed, and every device that was signed in has been signed out."),
      t("If this was you, no action is needed: sign in with your new password."),
      t(
        'If this was not you, someone may be able to read your email or phone messages. Secure your email account first, then use "Forgot password?" on the sign-in page to choose a new password, and contact GhanaHealth support.',
      ),
    ].join("\n\n"),
  };
}
