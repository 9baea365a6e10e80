/** How the Earnings tab reads its answer: the figures, each payout's status and when it moved. */
import { formatDayMonthYear, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import { PAYOUT_PROVIDER_TEXTS, PAYOUT_STATUS_LABELS, type PayoutStatus, type ProviderEarnings, type ProviderPayout } from "@gh/contracts/payouts";
import type { BadgeTone } from "@gh/ui";
import { t } from "../../lib/i18n";

export function earningsUrl(page: number): string {
  return `/api/providers/earnings?page=${page}`;
}

export interface EarningsFigure {
  id: "pending" | "processing" | "paidOut" | "nextPayoutDate";
  label: string;
  value: string;
  detail: string;
}

/** Owed, on its way, paid, and when the next run pays what is owed (in the page's language). */
export function earningsFigures(earnings: ProviderEarnings): EarningsFigure[] {
  return [
    {
      id: "pending",
      // translators: money owed to the provider, not sent yet
      label: t("Pending"),
      value: formatCedis(earnings.pending),
      detail: t("Owed for completed visits"),
    },
    {
      id: "processing",
      // translators: money sent to the provider, its arrival not confirmed yet
      label: t("Processing"),
      value: formatCedis(earnings.processing),
      detail: t("Sent, awaiting confirmation"),
    },
    {
      id: "paidOut",
      label: t("Paid Out"),
      value: formatCedis(earnings.paidOut),
      // translators: under the money paid out so far: the total since the start
      detail: t("In all"),
    },
    {
      id: "nextPayoutDate",
      label: t("Next Payout"),
      value: formatLongDate(earnings.nextPayoutDate),
      detail: earnings.hasPayoutDetails ? t("Paid every Monday") : t("Add payout details to be paid"),
    },
  ];
}

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = { claimed: "warning", pending: "warning", success: "success", failed: "danger", reversed: "danger" };

/** A payout's badge; an unknown status reads as still processing rather than as paid. */
export function payoutStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const known = (Object.hasOwn(PAYOUT_STATUS_LABELS, status) ? status : "pending") as PayoutStatus;
  return { label: t(PAYOUT_STATUS_LABELS[known]), tone: STATUS_TONES[known] };
}

const day = (iso: string) => formatDayMonthYear(new Date(iso));

/** "Paid on 30 November 2026", "Sent on …", "Failed on …": the payout's latest move. */
export function payoutWhen(payout: ProviderPayout): string {
  const settled = payout.settledAt ?? payout.createdAt;
  switch (payout.status) {
    case "success":
      return t("Paid on {date}", { date: day(settled) });
    case "failed":
      return t("Failed on {date}", { date: day(settled) });
    case "reversed":
      return t("Reversed on {date}", { date: day(settled) });
    default:
      return t("Sent on {date}", { date: day(payout.createdAt) });
  }
}

/** What a failed or reversed payout means for the provider; null while it is on its way or paid. */
export function payoutNotice(payout: ProviderPayout): string | null {
  if (payout.status === "failed") return t(PAYOUT_PROVIDER_TEXTS.failed);
  if (payout.status === "reversed") return t(PAYOUT_PROVIDER_TEXTS.reversed);
  return null;
}
