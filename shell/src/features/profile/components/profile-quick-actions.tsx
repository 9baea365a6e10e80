/** Profile quick actions (spec): My Appointments, then Provider Dashboard for providers or Find Doctors for others. */
import type { AccountUser } from "@gh/contracts/auth";
import { Calendar, Card, CardContent, CardHeader, CardTitle, ChevronRight, Search, Shield, Stethoscope } from "@gh/ui";
import { msg, useT } from "@gh/i18n";
import { Link } from "@gh/router";

export function ProfileQuickActions({ user }: { user: AccountUser }) {
  const t = useT();
  const actions = [
    { to: "/my-appointments", label: msg("My Appointments"), Icon: Calendar },
    user.role === "provider"
      ? { to: "/provider/dashboard", label: msg("Provider Dashboard"), Icon: Stethoscope }
      : { to: "/search", label: msg("Find Doctors"), Icon: Search },
    { to: "/account/verify", label: msg("Account Verification"), Icon: Shield },
  ];
  return (
    <Card as="section" aria-labelledby="profile-actions-title">
      <CardHeader>
        <CardTitle as="h2" id="profile-actions-title">
          {t("Quick Actions")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="profile-actions">
          {actions.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link to={to} className="profile-action">
                <Icon size={20} />
                <span>{t(label)}</span>
                <ChevronRight size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
