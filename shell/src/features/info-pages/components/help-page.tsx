/**
 * /help: how booking, payment, cancelling, rescheduling and refunds work (the rules of docs/product-rules.md#refunds), and Ghana's emergency numbers as call links that work without JavaScript.
 */
import { EMERGENCY_NUMBERS, PAYMENT_HOLD_MINUTES } from "@gh/contracts/constants";
import { msg, Trans, useT } from "@gh/i18n";
import { Link } from "@gh/router";
import { InfoPage, InfoSection, SupportContact } from "./info-page";
// A page of its own chunk (React.lazy) registers the shell's catalogs, as the start does: once, and
// also when a test draws the page without the start.

const EMERGENCY_LINES = [
  { number: EMERGENCY_NUMBERS.unified, label: msg("Any emergency (unified number)") },
  { number: EMERGENCY_NUMBERS.ambulance, label: msg("Ambulance") },
  { number: EMERGENCY_NUMBERS.police, label: msg("Police") },
  { number: EMERGENCY_NUMBERS.fire, label: msg("Fire service") },
] as const;

export default function HelpPage() {
  const t = useT();
  // translators: a call link's name for screen readers, e.g. "Call 193: Ambulance"
  const callName = (line: (typeof EMERGENCY_LINES)[number]) => t("Call {number}: {service}", { number: line.number, service: t(line.label) });
  return (
    <InfoPage title={t("Help & Support")} lead={t("How booking, paying, cancelling and refunds work on GhanaHealth, and who to call in an emergency.")}>
      <InfoSection id="help-emergency" title={t("In an emergency")}>
        <p>
          {t("GhanaHealth books ordinary visits; it is not an emergency service. If someone is badly hurt or in danger, call now. Calls are free from any phone.")}
        </p>
        <ul className="info-page__numbers">
          {EMERGENCY_LINES.map((line) => (
            <li key={line.label}>
              <a href={`tel:${line.number}`} aria-label={callName(line)}>
                <span>{t(line.label)}</span>
                <span className="info-page__number">{line.number}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <Trans
            message="The <0>Emergency Services</0> page lists hospitals with emergency units and works offline once you have opened it."
            components={{ 0: <Link to="/emergency" /> }}
          />
        </p>
      </InfoSection>

      <InfoSection id="help-booking" title={t("Booking a visit")}>
        <ol>
          <li>
            <Trans message="<0>Find a doctor</0> by name, specialty, town or date, and open their profile." components={{ 0: <Link to="/search" /> }} />
          </li>
          <li>{t("Choose Book Appointment, pick a date and a free time, and tell the provider briefly why you are coming.")}</li>
          <li>
            {t(
              "Pay the consultation fee. The time is held for you for {minutes, plural, one {# minute} other {# minutes}} while you pay; an unpaid booking then lapses and the time is free again.",
              { minutes: PAYMENT_HOLD_MINUTES },
            )}
          </li>
          <li>{t("The provider confirms the visit. You are told by e-mail, and My Appointments shows the status.")}</li>
        </ol>
        <p>{t("You need an account with a verified e-mail address to book, so that confirmations and changes reach you.")}</p>
      </InfoSection>

      <InfoSection id="help-payment" title={t("Paying")}>
        <p>
          {t(
            "You pay the fee shown on the provider's profile, in Ghana cedis, when you book: by mobile money (MTN MoMo, Telecel Cash or AirtelTigo Money) or by card. Payments are processed by Paystack; GhanaHealth never sees your card number or your mobile money PIN.",
          )}
        </p>
        <p>{t("On test and development copies of GhanaHealth the checkout is a sandbox, clearly marked as test mode: no real money moves.")}</p>
      </InfoSection>

      <InfoSection id="help-changes" title={t("Cancelling and rescheduling")}>
        <p>
          <Trans
            message="Open <0>My Appointments</0> to change a visit that is awaiting confirmation or confirmed. Reschedule moves it to another free time with the same provider, and your payment carries over. Cancel frees the time for someone else."
            components={{ 0: <Link to="/my-appointments" /> }}
          />
        </p>
        <p>{t("A provider may also need to cancel, for example when they are unwell; you are told by e-mail straight away.")}</p>
      </InfoSection>

      <InfoSection id="help-refunds" title={t("Refunds")}>
        <ul>
          <li>{t("If you cancel at least 24 hours before the visit, you are refunded in full, automatically.")}</li>
          <li>{t("If you cancel later than that, there is no automatic refund. We tell you so before you confirm the cancellation.")}</li>
          <li>{t("If the provider or GhanaHealth cancels your visit, you are always refunded in full.")}</li>
        </ul>
        <p>
          {t(
            "A refund goes back to the mobile money wallet or card you paid with. Mobile money refunds usually arrive quickly; a card refund can take a few working days to show on your statement, depending on your bank.",
          )}
        </p>
      </InfoSection>

      <InfoSection id="help-contact" title={t("Still need help?")}>
        <SupportContact />
      </InfoSection>
    </InfoPage>
  );
}
