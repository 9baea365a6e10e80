/** One payout as the provider sees it: amount, status, when it moved, and the visits it paid. */
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import type { ProviderPayout } from "@gh/contracts/payouts";
import { Badge, Card } from "@gh/ui";
import { useId } from "react";
import { useT } from "../../../lib/i18n";
import { payoutNotice, payoutStatusBadge, payoutWhen } from "../earnings-view";

export function PayoutItem({ payout }: { payout: ProviderPayout }) {
  const t = useT();
  const titleId = useId();
  const badge = payoutStatusBadge(payout.status);
  const notice = payoutNotice(payout);
  // translators: when a paid visit took place: its day, then its time
  const visitWhen = (startsAt: string) => t("{date}, {time}", { date: formatLongDate(startsAt), time: formatClock(startsAt) });
  return (
    <Card as="li" className="dashboard-payout" aria-labelledby={titleId}>
      <div className="dashboard-payout__title-row">
        <h3 id={titleId} className="dashboard-payout__amount">
          {formatCedis(payout.amount)}
        </h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="dashboard-payout__when">
        {payoutWhen(payout)} <span className="dashboard-payout__reference">{t("Reference {reference}", { reference: payout.reference })}</span>
      </p>
      {notice && (
        <p className="dashboard-payout__notice">
          {notice}
          {payout.failureReason && ` (${payout.failureReason})`}
        </p>
      )}
      <table className="dashboard-payout__visits">
        <caption className="ui-sr-only">{t("Visits paid in this payout")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("Date")}</th>
            <th scope="col">{t("Patient")}</th>
            <th scope="col" className="dashboard-payout__money">
              {t("Amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {payout.appointments.map((visit) => (
            <tr key={visit.appointmentId}>
              <td>
                {visit.startsAt ? visitWhen(visit.startsAt) : t("Appointment removed")}
              </td>
              <td>{visit.patientName ?? t("Former patient")}</td>
              <td className="dashboard-payout__money">{formatCedis(visit.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
