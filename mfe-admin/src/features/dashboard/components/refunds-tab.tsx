/**
 * Refunds (docs/product-rules.md#refunds): the refunds of one status, newest first: failed ones (waiting for a Retry, the
 * default), pending or processed. Each shows its appointment, patient, amount, why it was made, why
 * it failed and how often the payment provider was asked; Retry asks again and updates the row.
 */
import { readApiProblem } from "@gh/api-client";
import { ADMIN_MONEY_TEXTS, REFUND_STATUS_LABELS } from "@gh/contracts/admin/money-texts";
import { formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { type AdminRefund, REFUND_STATUSES, type RefundStatus } from "@gh/contracts/refunds";
import { useSearchParams } from "@gh/router";
import { Badge, Button, useToast } from "@gh/ui";
import { DataTable, type Column } from "../../../components/data-table";
import { LoadFailed } from "../../../components/load-failed";
import { pageCount } from "../../../components/paging";
import { Pagination } from "../../../components/pagination";
import { TableSkeleton } from "../../../components/table-skeleton";
import { readRefundsPage, readRefundStatus, refundsParams } from "../admin-tables";
import { useAdminRefunds, useRetryRefund } from "../api/use-admin-refunds";
import { t, msg, useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";
import { canRetry, REFUND_STATUS_TONES, refundPatient, refundReasonText, refundsShowingText, refundStatusLabel } from "../refunds-view";

function refundColumns(retry: (refund: AdminRefund) => void, retryingId: number | null): readonly Column<AdminRefund>[] {
  return [
    { id: "appointment", header: msg("Appointment"), cell: (refund) => `#${refund.appointmentId}`, numeric: true },
    {
      id: "patient",
      header: msg("Patient"),
      cell: (refund) => (
        <>
          {refundPatient(refund)}
          {refund.patientName && refund.patientEmail && <span className="admin-refunds__email">{refund.patientEmail}</span>}
        </>
      ),
    },
    { id: "amount", header: msg("Amount"), cell: (refund) => formatCedis(refund.amount), numeric: true },
    { id: "reason", header: msg("Reason"), cell: (refund) => refundReasonText(refund.reason), wrap: true },
    { id: "status", header: msg("Status"), cell: (refund) => <Badge tone={REFUND_STATUS_TONES[refund.status]}>{refundStatusLabel(refund)}</Badge> },
    { id: "failure", header: msg("Failure reason"), cell: (refund) => refund.failureReason ?? "—", wrap: true },
    { id: "attempts", header: msg("Attempts"), cell: (refund) => refund.attempts, numeric: true },
    { id: "created", header: msg("Created"), cell: (refund) => formatShortDateTime(refund.createdAt) },
    {
      id: "action",
      header: msg("Action"),
      cell: (refund) =>
        canRetry(refund) ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t("Retry refund of {amount} to {patient}", { amount: formatCedis(refund.amount), patient: refundPatient(refund) })}
            loading={retryingId === refund.id}
            onClick={() => retry(refund)}
          >
            {t("Retry")}
          </Button>
        ) : null,
    },
  ];
}

/** Each list's name, for screen readers (English: shown with t()). */
const REFUNDS_CAPTIONS: Record<RefundStatus, string> = {
  failed: msg("Failed refunds"),
  pending: msg("Pending refunds"),
  processed: msg("Processed refunds"),
};

export function RefundsTab() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = readRefundStatus(params);
  const page = readRefundsPage(params);
  const refunds = useAdminRefunds(status, page);
  const retryRefund = useRetryRefund(status, page);
  const { toast } = useToast();
  // Choosing a list is not a step to go Back to, like choosing a tab.
  const show = (next: RefundStatus) => setParams(refundsParams(next), { replace: true });

  async function retry(refund: AdminRefund) {
    try {
      const retried = await retryRefund.mutateAsync(refund.id);
      toast({ ...translatedToast(ADMIN_MONEY_TEXTS.retried(retried.amount, refundPatient(retried))), variant: "success" });
    } catch (error) {
      const problem = readApiProblem(error);
      toast({ ...translatedToast(ADMIN_MONEY_TEXTS.retryRefused(problem.message ?? ADMIN_MONEY_TEXTS.tryAgain)), variant: "destructive" });
      // The refund moved on elsewhere (processed, or already with the gateway): show it as it is.
      if (problem.status === 409 || problem.status === 404) void refunds.refetch();
    }
  }

  const columns = refundColumns((refund) => void retry(refund), retryRefund.isPending ? (retryRefund.variables ?? null) : null);

  let body;
  if (refunds.isPending) body = <TableSkeleton label={t("Loading refunds...")} columns={columns.length} />;
  else if (refunds.isError) body = <LoadFailed title={t("We could not load the refunds")} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />;
  else
    body = (
      <DataTable
        caption={t(REFUNDS_CAPTIONS[status])}
        captionHidden
        columns={columns}
        rows={refunds.data.items}
        rowKey={(refund) => refund.id}
        emptyText={t(ADMIN_MONEY_TEXTS.refundsEmpty[status])}
        busy={refunds.isPlaceholderData}
      />
    );

  const shown = refunds.data && !refunds.isPlaceholderData ? refundsShowingText(refunds.data.total, status) : "";
  return (
    <div className="admin-tab">
      <h2 className="ui-sr-only">{t("Refunds")}</h2>
      <div className="admin-tab__toolbar">
        <div role="group" aria-label={t("Which refunds")} className="admin-refunds__filter">
          {REFUND_STATUSES.map((option) => (
            <Button key={option} size="sm" variant={option === status ? "primary" : "outline"} aria-pressed={option === status} onClick={() => show(option)}>
              {t(REFUND_STATUS_LABELS[option])}
            </Button>
          ))}
        </div>
      </div>
      <p className="admin-tab__showing" role="status">
        {shown}
      </p>
      {body}
      {refunds.data && (
        <Pagination
          label={t("Refunds pages")}
          page={refunds.data.page}
          pages={pageCount(refunds.data.total, refunds.data.pageSize)}
          onPageChange={(next) => setParams(refundsParams(status, next))}
        />
      )}
    </div>
  );
}
