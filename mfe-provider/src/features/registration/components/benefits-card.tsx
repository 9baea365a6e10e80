/** Why join: the spec's four benefits of registering (docs/product-rules.md#provider-registration). */
import { Calendar, Card, CardContent, CardHeader, CardTitle, Check, Star, User } from "@gh/ui";
import { msg, useT } from "../../../lib/i18n";
import { freeJoiningText } from "../fee-share";

const BENEFITS = [
  // Free to join, not free to use: the commission is said here, before anyone registers (freeJoiningText).
  { icon: Check, title: msg("Free registration"), text: null },
  { icon: User, title: msg("Reach more patients"), text: msg("Patients across Ghana find you by specialty, town and date.") },
  { icon: Calendar, title: msg("Manage appointments"), text: msg("See who booked and confirm or complete their visits from your dashboard.") },
  { icon: Star, title: msg("Build your reputation"), text: msg("Reviews from verified visits show patients your care.") },
];

export function BenefitsCard() {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="register-benefits-title" className="register-provider__benefits">
      <CardHeader>
        <CardTitle as="h2" id="register-benefits-title">
          {t("Why join GhanaHealth?")}
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
                <strong>{t(title)}</strong>
                <span className="register-provider__benefit-text">{text === null ? freeJoiningText() : t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
