/** Why join: the spec's four benefits of registering (docs/product-rules.md#provider-registration). */
import { Calendar, Card, CardContent, CardHeader, CardTitle, Check, Star, User } from "@gh/ui";
import { FEE_SHARE_TEXT } from "../fee-share";

const BENEFITS = [
  // Free to join, not free to use: the commission is said here, before anyone registers.
  { icon: Check, title: "Free registration", text: `Joining GhanaHealth costs nothing. ${FEE_SHARE_TEXT}` },
  { icon: User, title: "Reach more patients", text: "Patients across Ghana find you by specialty, town and date." },
  { icon: Calendar, title: "Manage appointments", text: "See who booked and confirm or complete their visits from your dashboard." },
  { icon: Star, title: "Build your reputation", text: "Reviews from verified visits show patients your care." },
];

export function BenefitsCard() {
  return (
    <Card as="section" aria-labelledby="register-benefits-title" className="register-provider__benefits">
      <CardHeader>
        <CardTitle as="h2" id="register-benefits-title">
          Why join GhanaHealth?
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="register-provider__benefit-list">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <span className="register-provider__benefit-icon">
                <Icon size={20} />
              </span>
              <span>
                <strong>{title}</strong>
                <span className="register-provider__benefit-text">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
