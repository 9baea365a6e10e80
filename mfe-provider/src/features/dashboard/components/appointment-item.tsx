/**
 * One booked appointment as the provider sees it, with only the lifecycle buttons allowed now; for
 * an audio or video visit its kind and, while its join window is open, Join; after a completed
 * visit, the note to the patient. A booking made by phone (USSD) is marked, with the number to call.
 */
import { PROVIDER_ACTION_LABELS, providerActions, type ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import { formatClock, formatLongDate } from "@gh/contracts/ghana-time";
import { formatCedis } from "@gh/contracts/money";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { Badge, Button, Calendar, Card, Clock, cx, Mail, Phone } from "@gh/ui";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { appointmentStatusBadge, knownStatus } from "@gh/contracts/appointments/options";
import { isRemoteVisit, VISIT_TYPE_NAMES } from "@gh/contracts/visit-types";
import { useT } from "../../../lib/i18n";
import { patientLabel, paymentText } from "../dashboard-view";
import { useMinuteRedraw } from "../hooks/use-minute-redraw";
import { isJoinableVisit } from "@gh/contracts/visit-types";
import { showsJoin } from "../visit-view";
import { AppointmentActionDialog } from "./appointment-action-dialog";
import { JoinVisitLink } from "./join-visit-link";
import { VisitNoteDialog } from "./visit-note-dialog";

export function AppointmentItem({ appointment, headingLevel = "h3" }: { appointment: ProviderAppointment; headingLevel?: "h2" | "h3" }) {
  const t = useT();
  const [action, setAction] = useState<ProviderAppointmentAction | null>(null);
  const [writingNote, setWritingNote] = useState(false);
  const titleId = useId();
  const badge = appointmentStatusBadge(appointment.status);
  // Only a visit that may be joined needs the clock: Join comes and goes with its window.
  useMinuteRedraw(isJoinableVisit(appointment));
  const now = Date.now();
  const actions = providerActions(
    { status: knownStatus(appointment.status), paymentStatus: appointment.paymentStatus, startsAt: Date.parse(appointment.appointmentDate) },
    now,
  );
  const join = showsJoin(appointment, now);
  const takesNote = appointment.status === "completed";
  const Heading = headingLevel;
  const paid = appointment.paymentStatus === "completed";
  // translators: a mark on an appointment booked through the USSD menu from any phone, not on the website
  const bookedByPhone = appointment.bookedBy === "phone" ? t("Booked by phone") : null;

  return (
    <Card as="li" className="dashboard-appointment" aria-labelledby={titleId}>
      <div className="dashboard-appointment__title-row">
        <Heading id={titleId} className="dashboard-appointment__patient">
          {patientLabel(appointment)}
        </Heading>
        <span className="dashboard-appointment__badges">
          <Badge tone={badge.tone}>{t(badge.label)}</Badge>
          {isRemoteVisit(appointment.visitType) && <Badge tone="info">{t(VISIT_TYPE_NAMES[appointment.visitType])}</Badge>}
          {bookedByPhone && <Badge tone="brand">{bookedByPhone}</Badge>}
        </span>
      </div>
      <dl className="dashboard-appointment__facts">
        <Fact term={t("Booking code")}>{appointment.bookingCode}</Fact>
        <Fact icon={Calendar} term={t("Date")} wide>
          {formatLongDate(appointment.appointmentDate)}
        </Fact>
        <Fact icon={Clock} term={t("Time")}>
          {formatClock(appointment.appointmentDate)}
        </Fact>
        <Fact term={t("Fee")}>{formatCedis(appointment.fee)}</Fact>
        {/* A patient who booked by phone has no e-mail: the number is how to reach them. */}
        {appointment.patientEmail && (
          <Fact icon={Mail} term={t("Email")} wide>
            <a href={`mailto:${appointment.patientEmail}`}>{appointment.patientEmail}</a>
          </Fact>
        )}
        {appointment.patientPhone && (
          <Fact icon={Phone} term={t("Phone")}>
            <a href={`tel:${appointment.patientPhone.replace(/\s+/g, "")}`}>{appointment.patientPhone}</a>
          </Fact>
        )}
        <Fact term={t("Payment")}>
          <span className={paid ? "dashboard-appointment__paid" : "dashboard-appointment__unpaid"}>{paymentText(appointment.paymentStatus)}</span>
        </Fact>
        {appointment.reason && (
          <Fact term={t("Reason")} full>
            {appointment.reason}
          </Fact>
        )}
        {appointment.cancellationReason && (
          <Fact term={t("Cancellation reason")} full>
            {appointment.cancellationReason}
          </Fact>
        )}
        {appointment.visitNote && (
          <Fact term={t("Visit note")} full>
            <span className="dashboard-appointment__note">{appointment.visitNote}</span>
          </Fact>
        )}
      </dl>
      {(actions.length > 0 || join || takesNote) && (
        <div className="dashboard-appointment__actions">
          {join && <JoinVisitLink appointment={appointment} />}
          {actions.map((each) => (
            <Button
              key={each}
              size="sm"
              variant={each === "cancelled" ? "ghost" : each === "no-show" ? "outline" : "primary"}
              className={cx(each === "cancelled" && "dashboard-appointment__cancel")}
              aria-describedby={titleId}
              onClick={() => setAction(each)}
            >
              {t(PROVIDER_ACTION_LABELS[each])}
            </Button>
          ))}
          {takesNote && (
            <Button size="sm" variant="outline" aria-describedby={titleId} onClick={() => setWritingNote(true)}>
              {appointment.visitNote ? t("Edit visit note") : t("Write visit note")}
            </Button>
          )}
        </div>
      )}
      {/* Mounted only while open, so each opening starts afresh. */}
      {action && <AppointmentActionDialog appointment={appointment} action={action} onClose={() => setAction(null)} />}
      {writingNote && <VisitNoteDialog appointment={appointment} onClose={() => setWritingNote(false)} />}
    </Card>
  );
}

interface FactProps {
  icon?: ComponentType<{ size?: number }>;
  term: string;
  /** A long value: a whole row on a phone, two columns on a wider screen. */
  wide?: boolean;
  /** A free text: a whole row everywhere. */
  full?: boolean;
  children: ReactNode;
}

function Fact({ icon: Icon, term, wide = false, full = false, children }: FactProps) {
  return (
    <div className={cx("dashboard-appointment__fact", wide && "dashboard-appointment__fact--wide", full && "dashboard-appointment__fact--full")}>
      <dt>
        {Icon && <Icon size={16} />}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
