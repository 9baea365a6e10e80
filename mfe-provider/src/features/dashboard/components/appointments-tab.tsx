/** Appointments: every paid booking, filtered by status and dates, a page at a time, with its actions. */
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES, type AppointmentStatus } from "@gh/contracts/appointments/options";
import { TYPED_DATE_PROBLEM } from "@gh/contracts/ghana-time";
import { Button, Card, Field, Select, Spinner } from "@gh/ui";
import { useState } from "react";
import { isIsoDay, TYPED_DATE_HINT, TypedDateInput } from "../../../components/typed-date-input";
import { useProviderDashboard } from "../api/use-provider-dashboard";
import { msg, translated, useT } from "../../../lib/i18n";
import { dateRangeProblem, NO_FILTERS, pageCount, type AppointmentFilters } from "../dashboard-view";
import { AppointmentItem } from "./appointment-item";
import { LoadFailed } from "./load-failed";
import { Pagination } from "./pagination";

const ALL = "all";

/** A date still being typed is not named a problem until it has the length of one. */
function typedProblem(value: string): string | undefined {
  return value.length >= 8 && !isIsoDay(value) ? translated(TYPED_DATE_PROBLEM) : undefined;
}
const STATUS_OPTIONS = [
  { value: ALL, label: msg("All statuses") },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: APPOINTMENT_STATUS_LABELS[status] })),
];

export interface AppointmentsTabProps {
  filters: AppointmentFilters;
  onFiltersChange: (filters: AppointmentFilters) => void;
}

export function AppointmentsTab({ filters, onFiltersChange }: AppointmentsTabProps) {
  const t = useT();
  const appointments = useProviderDashboard(filters);
  // The dates as typed; they reach the query only as a valid range.
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const rangeProblem = isIsoDay(from) && isIsoDay(to) ? dateRangeProblem(from, to) : null;
  const filtered = filters.status !== null || filters.from !== "" || filters.to !== "";

  function changeDates(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    const typed = (value: string) => value === "" || isIsoDay(value);
    if (typed(nextFrom) && typed(nextTo) && !dateRangeProblem(nextFrom, nextTo)) onFiltersChange({ ...filters, page: 1, from: nextFrom, to: nextTo });
  }

  function clearFilters() {
    setFrom("");
    setTo("");
    onFiltersChange(NO_FILTERS);
  }

  let list;
  if (appointments.isPending) {
    list = <Spinner label={t("Loading appointments...")} />;
  } else if (appointments.isError) {
    list = <LoadFailed what="appointments" onRetry={() => void appointments.refetch()} retrying={appointments.isFetching} />;
  } else {
    const { items, total, page, pageSize } = appointments.data.appointments;
    const first = (page - 1) * pageSize + 1;
    list = (
      <>
        <p className="dashboard-appointments__count" role="status">
          {total === 0
            ? ""
            : t("Showing {first}–{last} of {total, plural, one {# appointment} other {# appointments}}", { first, last: first + items.length - 1, total })}
        </p>
        {items.length === 0 ? (
          <Card className="dashboard-message">
            <p>{filtered ? t("No appointments match these filters.") : t("No appointments yet. Paid bookings appear here as soon as patients make them.")}</p>
          </Card>
        ) : (
          <ul className="dashboard-appointments" aria-busy={appointments.isPlaceholderData || undefined}>
            {items.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        )}
        <Pagination label={t("Appointment pages")} page={page} pages={pageCount(total, pageSize)} onPageChange={(next) => onFiltersChange({ ...filters, page: next })} />
      </>
    );
  }

  return (
    <div className="dashboard-appointments-tab">
      <h2 className="ui-sr-only">{t("Appointments")}</h2>
      <form className="dashboard-filters" aria-label={t("Filter appointments")} onSubmit={(event) => event.preventDefault()}>
        <Field label={t("Status")}>
          <Select
            options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            value={filters.status ?? ALL}
            onChange={(event) => onFiltersChange({ ...filters, page: 1, status: event.target.value === ALL ? null : (event.target.value as AppointmentStatus) })}
          />
        </Field>
        <Field label={t("From")} hint={t(TYPED_DATE_HINT)} error={typedProblem(from)}>
          <TypedDateInput value={from} onChange={(value) => changeDates(value, to)} />
        </Field>
        <Field label={t("To")} hint={t(TYPED_DATE_HINT)} error={typedProblem(to) ?? rangeProblem}>
          <TypedDateInput value={to} onChange={(value) => changeDates(from, value)} />
        </Field>
        {(filtered || from || to) && (
          <Button variant="ghost" className="dashboard-filters__clear" onClick={clearFilters}>
            {t("Clear filters")}
          </Button>
        )}
      </form>
      {list}
    </div>
  );
}
