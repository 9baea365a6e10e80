/** Why verify (spec: a benefits list on /account/verify). */
import { msg, useT } from "@gh/i18n";
import { Calendar, Card, CardContent, CardHeader, CardTitle, Phone, Shield } from "@gh/ui";

const BENEFITS = [
  { Icon: Calendar, title: msg("Book appointments"), text: msg("Booking an appointment needs a verified email address.") },
  { Icon: Phone, title: msg("Appointment reminders"), text: msg("Get reminders for your appointments by SMS on your verified phone.") },
  { Icon: Shield, title: msg("Account recovery"), text: msg("Verified contact details let you get back into your account if you lose access.") },
] as const;

export function VerificationBenefits() {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="verification-benefits-title">
      <CardHeader>
        <CardTitle as="h2" id="verification-benefits-title">
          {t("Why verify your account?")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="verification-benefits">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title}>
              <Icon size={22} />
              <span>
                <strong>{t(title)}</strong>
                <br />
                {t(text)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
