/** /terms: the terms of use in plain language, for patients and for providers. */
import { Link } from "@gh/router";
import { InfoPage, InfoSection, SupportContact } from "./info-page";

export default function TermsPage() {
  return (
    <InfoPage title="Terms of Service" lead="The rules for using GhanaHealth, in plain language. By using the service you agree to them.">
      <InfoSection id="terms-service" title="What GhanaHealth is">
        <p>
          GhanaHealth is a directory of healthcare providers in Ghana where you can book and pay for a visit. The provider, not
          GhanaHealth, gives the care and is responsible for it. GhanaHealth is not an emergency service: in an emergency call 112.
        </p>
      </InfoSection>

      <InfoSection id="terms-accounts" title="Your account">
        <ul>
          <li>Give your real name and contact details, and keep your password to yourself.</li>
          <li>You are responsible for what is done with your account. Tell us at once if you think someone else has used it.</li>
          <li>We may suspend an account that is used for fraud, abuse or false information.</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-patients" title="For patients">
        <ul>
          <li>A booking is made when it is paid; the provider then confirms it.</li>
          <li>Arrive on time. If you cannot come, cancel or reschedule in My Appointments so the time can go to someone else.</li>
          <li>
            Refunds follow the rules on the <Link to="/help">Help &amp; Support</Link> page: in full if you cancel at least 24 hours
            ahead, and always in full if the provider or GhanaHealth cancels.
          </li>
          <li>Reviews must be honest, about your own visit, and free of insults and other people&apos;s private details.</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-providers" title="For providers">
        <ul>
          <li>Your profile must be accurate: qualifications, licence, fees, address and working hours.</li>
          <li>Keep your hours and time off up to date, and confirm or cancel bookings promptly.</li>
          <li>
            GhanaHealth keeps a 10% commission on each paid visit and pays you the remaining 90% weekly, to mobile money or a bank
            account. If you cancel a paid visit, the patient is refunded in full.
          </li>
          <li>Patients&apos; details are for their care only; handle them as the Data Protection Act, 2012 requires.</li>
        </ul>
      </InfoSection>

      <InfoSection id="terms-changes" title="Changes and ending">
        <p>
          We may update these terms; the changes apply from the day they are published here. You can stop using GhanaHealth and ask
          us to erase your account at any time, as our <Link to="/privacy">Privacy Policy</Link> explains. These terms are governed by
          the laws of Ghana.
        </p>
      </InfoSection>

      <InfoSection id="terms-contact" title="Contact">
        <SupportContact />
      </InfoSection>
    </InfoPage>
  );
}
