/**
 * /privacy: what GhanaHealth keeps and why, in plain words, as the app implements docs/product-rules.md#data-rights (sessions,
 * codes, the rights of the Data Protection Act, 2012). Keep it in step with the code it describes.
 */
import { Trans, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { InfoPage, InfoSection, SupportContact } from "./info-page";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

export default function PrivacyPage() {
  const t = useT();
  return (
    <InfoPage
      title={t("Privacy Policy")}
      lead={t("What GhanaHealth keeps about you, why, who sees it, and your rights under Ghana's Data Protection Act, 2012 (Act 843).")}
    >
      <InfoSection id="privacy-what" title={t("What we keep")}>
        <ul>
          <li>{t("Your account: name, e-mail address, phone number, your role (patient or provider) and your profile photo if you add one.")}</li>
          <li>
            {t("Your password only as a salted, slow one-way hash (PBKDF2). Nobody at GhanaHealth can read it; if you forget it, you set a new one.")}
          </li>
          <li>{t("Your appointments: the provider, date and time, the reason you gave and the status.")}</li>
          <li>
            {t(
              "Payments: the amount, the reference and whether it succeeded or was refunded. Card numbers and mobile money PINs go to our payment processor, Paystack, and never reach us.",
            )}
          </li>
          <li>{t("Reviews you write after a visit, shown publicly on the provider's profile with your first name and initial.")}</li>
          <li>{t("The devices signed in to your account (when each signed in and was last used), and the messages we send you.")}</li>
          <li>{t("For providers: the professional details you publish on your profile, and what you earn from each visit.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-why" title={t("Why we keep it")}>
        <p>
          {t(
            "Only to run the service you asked for: to book and confirm visits, take and refund payments, send you confirmations and reminders by e-mail or SMS, keep your account safe, and keep the accounting records the law requires. We do not sell your data, and we do not use it for advertising.",
          )}
        </p>
      </InfoSection>

      <InfoSection id="privacy-how-long" title={t("How long we keep it")}>
        <ul>
          <li>{t("Your account, appointments and reviews: until you delete your account.")}</li>
          <li>{t("Payment records: as long as tax and accounting law requires, without your name once your account is deleted.")}</li>
          <li>{t("Sign-ins: until you sign out, and at most 14 days. Verification codes: 10 minutes.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-sharing" title={t("Who sees it")}>
        <ul>
          <li>{t("The provider you book sees your name, phone number and the reason for your visit.")}</li>
          <li>{t("Paystack processes your payment; our e-mail and SMS services deliver our messages to you.")}</li>
          <li>{t("GhanaHealth administrators, only to support you and to keep the directory accurate; every change they make is logged.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-visits" title={t("Audio and video visits")}>
        <p>
          {t(
            "Audio and video visits go directly between the patient's and the provider's phones, encrypted (where a mobile network needs it, through a relay that cannot read them). We do not record or store the sound, the picture or the messages typed during a call; we keep only who joined the visit, when, and for how long.",
          )}
        </p>
      </InfoSection>

      <InfoSection id="privacy-sessions" title={t("Sessions and cookies")}>
        <p>
          {t(
            'When you sign in we set one cookie that keeps you signed in. Scripts cannot read it, and we store only a hash of it. It ends after 24 hours without use and after 14 days at most; signing out ends it at once. Changing your password signs out your other devices, and resetting a forgotten password or choosing "Sign out of all devices" signs out every device. We use no advertising or tracking cookies.',
          )}
        </p>
      </InfoSection>

      <InfoSection id="privacy-codes" title={t("Verification codes")}>
        <p>
          {t(
            "The 6-digit codes we send to confirm your e-mail address or phone number, or to let you reset your password, are stored only as a hash, expire after 10 minutes, work once, and stop working after 5 wrong tries.",
          )}
        </p>
      </InfoSection>

      <InfoSection id="privacy-rights" title={t("Your rights")}>
        <p>
          <Trans
            message="Under the Data Protection Act, 2012 you may do all of this yourself, signed in, on <0>your profile</0>:"
            components={{ 0: <Link to="/profile" /> }}
          />
        </p>
        <ul>
          <li>{t("see and correct your details (Edit Profile);")}</li>
          <li>{t("get a copy of everything we hold about you, as a file you can keep (Download my data);")}</li>
          <li>{t("change your password, or sign out of all devices if you lost a phone;")}</li>
          <li>
            {t(
              'delete your account (Delete my account, with your password): your name, e-mail, phone and photo are erased at once. Past visits and payments are kept for accounting without anything that identifies you, and your reviews stay, signed "Former patient". Providers delete their account with Delete Profile in Edit Profile.',
            )}
          </li>
          <li>{t("object to how we use your data, or complain to the Data Protection Commission of Ghana.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="privacy-contact" title={t("Contact")}>
        <SupportContact />
      </InfoSection>
    </InfoPage>
  );
}
