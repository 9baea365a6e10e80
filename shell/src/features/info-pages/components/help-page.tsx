/**
 * /help: how booking, payment, cancelling, rescheduling and refunds work (the rules of docs/product-rules.md#refunds), and Ghana's emergency numbers as call links that work without JavaScript.
 */
import { EMERGENCY_NUMBERS, PAYMENT_HOLD_MINUTES } from "@gh/contracts/constants";
import { Link } from "@gh/router";
import { InfoPage, InfoSection, SupportContact } from "./info-page";

const EMERGENCY_LINES = [
  { number: EMERGENCY_NUMBERS.unified, label: "Any emergency (unified number)" },
  { number: EMERGENCY_NUMBERS.ambulance, label: "Ambulance" },
  { number: EMERGENCY_NUMBERS.police, label: "Police" },
  { number: EMERGENCY_NUMBERS.fire, label: "Fire service" },
] as const;

export default function HelpPage() {
  return (
    <InfoPage title="Help & Support" lead="How booking, paying, cancelling and refunds work on GhanaHealth, and who to call in an emergency.">
      <InfoSection id="help-emergency" title="In an emergency">
        <p>
          GhanaHealth books ordinary visits; it is not an emergency service. If someone is badly hurt or in danger, call now.
          Calls are free from any phone.
        </p>
        <ul className="info-page__numbers">
          {EMERGENCY_LINES.map((line) => (
            <li key={line.label}>
              <a href={`tel:${line.number}`} aria-label={`Call ${line.number}: ${line.label}`}>
                <span>{line.label}</span>
                <span className="info-page__number">{line.number}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          The <Link to="/emergency">Emergency Services</Link> page lists hospitals with emergency units and works offline once you have
          opened it.
        </p>
      </InfoSection>

      <InfoSection id="help-booking" title="Booking a visit">
        <ol>
          <li>
            <Link to="/search">Find a doctor</Link> by name, specialty, town or date, and open their profile.
          </li>
          <li>Choose Book Appointment, pick a date and a free time, and tell the provider briefly why you are coming.</li>
          <li>
            Pay the consultation fee. The time is held for you for {PAYMENT_HOLD_MINUTES} minutes while you pay; an unpaid booking
            then lapses and the time is free again.
          </li>
          <li>The provider confirms the visit. You are told by e-mail, and My Appointments shows the status.</li>
        </ol>
        <p>You need an account with a verified e-mail address to book, so that confirmations and changes reach you.</p>
      </InfoSection>

      <InfoSection id="help-payment" title="Paying">
        <p>
          You pay the fee shown on the provider&apos;s profile, in Ghana cedis, when you book: by mobile money (MTN MoMo, Telecel Cash
          or AirtelTigo Money) or by card. Payments are processed by Paystack; GhanaHealth never sees your card number or your mobile
          money PIN.
        </p>
        <p>
          On test and development copies of GhanaHealth the checkout is a sandbox, clearly marked as test mode: no real money moves.
        </p>
      </InfoSection>

      <InfoSection id="help-changes" title="Cancelling and rescheduling">
        <p>
          Open <Link to="/my-appointments">My Appointments</Link> to change a visit that is awaiting confirmation or confirmed.
          Reschedule moves it to another free time with the same provider, and your payment carries over. Cancel frees the time
          for someone else.
        </p>
        <p>A provider may also need to cancel, for example when they are unwell; you are told by e-mail straight away.</p>
      </InfoSection>

      <InfoSection id="help-refunds" title="Refunds">
        <ul>
          <li>If you cancel at least 24 hours before the visit, you are refunded in full, automatically.</li>
          <li>
            If you cancel later than that, there is no automatic refund. We tell you so before you confirm the cancellation.
          </li>
          <li>If the provider or GhanaHealth cancels your visit, you are always refunded in full.</li>
        </ul>
        <p>
          A refund goes back to the mobile money wallet or card you paid with. Mobile money refunds usually arrive quickly; a card
          refund can take a few working days to show on your statement, depending on your bank.
        </p>
      </InfoSection>

      <InfoSection id="help-contact" title="Still need help?">
        <SupportContact />
      </InfoSection>
    </InfoPage>
  );
}
