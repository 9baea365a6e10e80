/** /terms: the terms of use in plain language, for patients and for providers. */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { Trans, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { InfoPage, InfoSection, SupportContact } from "./info-page";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

export default function TermsPage() {
  const t = useT();
  return (
    <InfoPage title={t("Terms of Service")} lead={t("The rules for using GhanaHealth, in plain language. By using the service you agree to them.")}>
      <InfoSection id="terms-service" title={t("What GhanaHealth is")}>
        <p>
          <Trans
            message="GhanaHealth is a directory of healthcare providers in Ghana where you can book and pay for a visit. The provider, not GhanaHealth, gives the care and is responsible for it. GhanaHealth is not an emergency service: in an emergency call <0/>."
            components={{ 0: <>{EMERGENCY_NUMBERS.unified}</> }}
          />
        </p>
      </InfoSection>

      <InfoSection id="terms-accounts" title={t("Your account")}>
        <ul>
          <li>{t("Give your real name and contact details, and keep your password to yourself.")}</li>
          <li>{t("You are responsible for what is done with your account. Tell us at once if you think someone else has used it.")}</li>
          <li>{t("We may suspend an account that is used for fraud, abuse or false information.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-patients" title={t("For patients")}>
        <ul>
          <li>{t("A booking is made when it is paid; the provider then confirms it.")}</li>
          <li>{t("Arrive on time. If you cannot come, cancel or reschedule in My Appointments so the time can go to someone else.")}</li>
          <li>
            <Trans
              message="Refunds follow the rules on the <0>Help & Support</0> page: in full if you cancel at least 24 hours ahead, and always in full if the provider or GhanaHealth cancels."
              components={{ 0: <Link to="/help" /> }}
            />
          </li>
          <li>{t("Reviews must be honest, about your own visit, and free of insults and other people's private details.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-providers" title={t("For providers")}>
        <ul>
          <li>{t("Your profile must be accurate: qualifications, licence, fees, address and working hours.")}</li>
          <li>{t("Keep your hours and time off up to date, and confirm or cancel bookings promptly.")}</li>
          <li>
            {t(
              "GhanaHealth keeps a 10% commission on each paid visit and pays you the remaining 90% weekly, to mobile money or a bank account. If you cancel a paid visit, the patient is refunded in full.",
            )}
          </li>
          <li>{t("Patients' details are for their care only; handle them as the Data Protection Act, 2012 requires.")}</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-changes" title={t("Changes and ending")}>
        <p>
          <Trans
            message="We may update these terms; the changes apply from the day they are published here. You can stop using GhanaHealth and ask us to erase your account at any time, as our <0>Privacy Policy</0> explains. These terms are governed by the laws of Ghana."
            components={{ 0: <Link to="/privacy" /> }}
          />
        </p>
      </InfoSection>

      <InfoSection id="terms-contact" title={t("Contact")}>
        <SupportContact />
      </InfoSection>
    </InfoPage>
  );
}
