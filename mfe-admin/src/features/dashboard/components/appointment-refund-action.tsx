/**
 * Refund, beside a cancelled, paid appointment (docs/product-rules.md#refunds): a patient who cancelled less than 24 hours
 * ahead got no automatic refund, and an admin may still give it. A confirmation says what will happen
 * before any money moves; the server refuses (409) an appointment that already has a refund, and its
 * words are shown.
 */
import { readApiProblem } from "@gh/api-client";
import { ADMIN_MONEY_TEXTS, REFUND_STATUS_LABELS } from "@gh/contracts/admin/money-texts";
import type { AdminAppointment } from "@gh/contracts/admin/options";
import { formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { Button, useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useEffect, useRef, useState } from "react";
import { useRefundAppointment } from "../api/use-admin-refunds";
import { canRefund } from "../refunds-view";

export function AppointmentRefundAction({ appointment }: { appointment: AdminAppointment }) {
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState(false);
  const refundAppointment = useRefundAppointment();
  const { toast } = useToast();

  if (started) return <RefundStarted />;
  // A refunded booking says how its refund stands instead (it is followed under Refunds).
  if (appointment.refundStatus) return <span className="admin-refund-done">{`Refund ${REFUND_STATUS_LABELS[appointment.refundStatus].toLowerCase()}`}</span>;
  if (!canRefund(appointment)) return null;

  async function refund() {
    try {
      const created = await refundAppointment.mutateAsync(appointment.id);
      setStarted(true);
      toast({ ...ADMIN_MONEY_TEXTS.refundStarted(created.amount, appointment.patientName), variant: "success" });
    } catch (error) {
      const problem = readApiProblem(error);
      toast({ ...ADMIN_MONEY_TEXTS.refundRefused(problem.message ?? ADMIN_MONEY_TEXTS.tryAgain), variant: "destructive" });
      // The server's refusal is final (already refunded, no longer refundable): the dialog closes.
      // Anything else keeps it open to try again.
      if (problem.status !== 409 && problem.status !== 404) throw error;
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Refund appointment ${appointment.id}`} onClick={() => setConfirming(true)}>
        Refund
      </Button>
      {/* Mounted only while asked: a closed dialog in every cancelled row would be dead weight. */}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title={ADMIN_MONEY_TEXTS.refundConfirmTitle(appointment.fee, appointment.patientName)}
          description={ADMIN_MONEY_TEXTS.refundConfirmDescription}
          confirmLabel={`Refund ${formatCedis(appointment.fee)}`}
          cancelLabel="Cancel"
          onConfirm={refund}
          destructive
        >
          <dl className="admin-refund-summary">
            <dt>Appointment</dt>
            <dd>#{appointment.id}</dd>
            <dt>Patient</dt>
            <dd>{appointment.patientName}</dd>
            <dt>Provider</dt>
            <dd>{appointment.providerName}</dd>
            <dt>Date</dt>
            <dd>{formatShortDateTime(appointment.appointmentDate)}</dd>
          </dl>
        </ConfirmDialog>
      )}
    </>
  );
}

/** Takes the place of the Refund button, and the focus it had, once the refund has started. */
function RefundStarted() {
  const note = useRef<HTMLSpanElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <span ref={note} tabIndex={-1} className="admin-refund-done">
      Refund started
    </span>
  );
}
