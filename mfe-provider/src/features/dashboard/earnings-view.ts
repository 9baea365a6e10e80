/** How the Earnings tab reads its answer: the figures, each payout's status and when it moved. */
import { formatDayMonthYear, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import { PAYOUT_PROVIDER_TEXTS, PAYOUT_STATUS_LABELS, type PayoutStatus, type ProviderEarnings, type ProviderPayout } from "@gh/contracts/payouts";
import type { BadgeTone } from "@gh/ui";

export function earningsUrl(page: number): string {
  return `/api/providers/earnings?page=${page}`;
}

export interface EarningsFigure {
  id: "pending" | "processing" | "paidOut" | "nextPayoutDate";
  label: string;
  value: string;
  detail: string;
}

/** Owed, on its way, paid, and when the next run pays what is owed. */
export function earningsFigures(earnings: ProviderEarnings): EarningsFigure[] {
  return [
    { id: "pending", label: "Pending", value: formatCedis(earnings.pending), detail: "Owed for completed visits" },
    { id: "processing", label: "Processing", value: formatCedis(earnings.processing), detail: "Sent, awaiting confirmation" },
    { id: "paidOut", label: "Paid Out", value: formatCedis(earnings.paidOut), detail: "In all" },
    {
      id: "nextPayoutDate",
      label: "Next Payout",
      value: formatLongDate(earnings.nextPayoutDate),
      detail: earnings.hasPayoutDetails ? "Paid every Monday" : "Add payout details to be paid",
    },
  ];
}

const STATUS_TONES: Record<PayoutStatus, BadgeTone> = { claimed: "warning", pending: "warning", success: "success", failed: "danger", reversed: "danger" };

/** A payout's badge; an unknown status reads as still processing rather than as paid. */
export function payoutStatusBadge(status: string): { label: string; tone: BadgeTone } {
  const known = (Object.hasOwn(PAYOUT_STATUS_LABELS, status) ? status : "pending") as PayoutStatus;
  return { label: PAYOUT_STATUS_LABELS[known], tone: STATUS_TONES[known] };
}

const day = (iso: string) => formatDayMonthYear(new Date(iso));

/** "Paid on 30 November 2026", "Sent on …", "Failed on …": the payout's latest move. */
export function payoutWhen(payout: ProviderPayout): string {
  const settled = payout.settledAt ?? payout.createdAt;
  switch (payout.status) {
    case "success":
      return `Paid on ${day(settled)}`;
    case "failed":
      return `Failed on ${day(settled)}`;
    case "reversed":
      return `Reversed on ${day(settled)}`;
    default:
      return `Sent on ${day(payout.createdAt)}`;
  }
}

/** What a failed or reversed payout means for the provider; null while it is on its way or paid. */
export function payoutNotice(payout: ProviderPayout): string | null {
  if (payout.status === "failed") return PAYOUT_PROVIDER_TEXTS.failed;
  if (payout.status === "reversed") return PAYOUT_PROVIDER_TEXTS.reversed;
  return null;
}
