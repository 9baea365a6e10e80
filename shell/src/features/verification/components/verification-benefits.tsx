/** Why verify (spec: a benefits list on /account/verify). */
import { Calendar, Card, CardContent, CardHeader, CardTitle, Phone, Shield } from "@gh/ui";

const BENEFITS = [
  { Icon: Calendar, title: "Book appointments", text: "Booking an appointment needs a verified email address." },
  { Icon: Phone, title: "Appointment reminders", text: "Get reminders for your appointments by SMS on your verified phone." },
  { Icon: Shield, title: "Account recovery", text: "Verified contact details let you get back into your account if you lose access." },
] as const;

export function VerificationBenefits() {
  return (
    <Card as="section" aria-labelledby="verification-benefits-title">
      <CardHeader>
        <CardTitle as="h2" id="verification-benefits-title">
          Why verify your account?
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="verification-benefits">
          {BENEFITS.map(({ Icon, title, text }) => (
            <li key={title}>
              <Icon size={22} />
              <span>
                <strong>{title}</strong>
                <br />
                {text}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
