/**
 * Refund, beside a cancelled, paid appointment (docs/product-rules.md#refunds): a patient who cancelled less than 24 hours
 * ahead got no automatic refund, and an admin may still give it. A confirmation says what will happen
 * before any money moves; the server refuses (409) an appointment that already has a refund, and its
 * words are shown.
 */
import { readApiProblem } from "@gh/api-client";
import { ADMIN_MONEY_TEXTS } from "@gh/contracts/admin/money-texts";
import type { AdminAppointment } from "@gh/contracts/admin/options";
import type { RefundStatus } from "@gh/contracts/refunds";
import { formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { Button, useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useEffect, useRef, useState } from "react";
import { useRefundAppointment } from "../api/use-admin-refunds";
import { canRefund } from "../refunds-view";
import { msg, useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";

/** How a refunded booking's refund stands (English: shown with t()). */
const REFUND_STATES: Record<RefundStatus, string> = {
  failed: msg("Refund failed"),
  pending: msg("Refund pending"),
  processed: msg("Refund processed"),
};

export function AppointmentRefundAction({ appointment }: { appointment: AdminAppointment }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState(false);
  const refundAppointment = useRefundAppointment();
  const { toast } = useToast();

  if (started) return <RefundStarted />;
  // A refunded booking says how its refund stands instead (it is followed under Refunds).
  if (appointment.refundStatus) return <span className="admin-refund-done">{t(REFUND_STATES[appointment.refundStatus])}</span>;
  if (!canRefund(appointment)) return null;

  async function refund() {
    try {
      const created = await refundAppointment.mutateAsync(appointment.id);
      setStarted(true);
      toast({ ...translatedToast(ADMIN_MONEY_TEXTS.refundStarted(created.amount, appointment.patientName)), variant: "success" });
    } catch (error) {
      const problem = readApiProblem(error);
      toast({ ...translatedToast(ADMIN_MONEY_TEXTS.refundRefused(problem.message ?? ADMIN_MONEY_TEXTS.tryAgain)), variant: "destructive" });
      // The server's refusal is final (already refunded, no longer refundable): the dialog closes.
      // Anything else keeps it open to try again.
      if (problem.status !== 409 && problem.status !== 404) throw error;
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" aria-label={t("Refund appointment {id}", { id: appointment.id })} onClick={() => setConfirming(true)}>
        {t("Refund")}
      </Button>
      {/* Mounted only while asked: a closed dialog in every cancelled row would be dead weight. */}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title={t(ADMIN_MONEY_TEXTS.refundConfirmTitle(appointment.fee, appointment.patientName))}
          description={t(ADMIN_MONEY_TEXTS.refundConfirmDescription)}
          confirmLabel={t("Refund {amount}", { amount: formatCedis(appointment.fee) })}
          cancelLabel={t("Cancel")}
          onConfirm={refund}
          destructive
        >
          <dl className="admin-refund-summary">
            <dt>{t("Appointment")}</dt>
            <dd>#{appointment.id}</dd>
            <dt>{t("Patient")}</dt>
            <dd>{appointment.patientName}</dd>
            <dt>{t("Provider")}</dt>
            <dd>{appointment.providerName}</dd>
            <dt>{t("Date")}</dt>
            <dd>{formatShortDateTime(appointment.appointmentDate)}</dd>
          </dl>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Takes the place of the Refund button, and the focus it had, once the refund has started. */
function RefundStarted() {
  const t = useT();
  const note = useRef<HTMLSpanElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <span ref={note} tabIndex={-1} className="admin-refund-done">
      {t("Refund started")}
    </span>
  );
}
