/**
 * Time Off (docs/product-rules.md#slots): the provider blocks whole days (a holiday, a conference) so nobody can book
 * them. Days that already have booked appointments need the provider's confirmation; then those
 * appointments are cancelled and each patient is told.
 */
import { readApiProblem } from "@gh/api-client";
import { TYPED_DATE_PROBLEM } from "@gh/contracts/ghana-time";
import { MESSAGES } from "@gh/contracts/messages";
import { timeOffInputSchema, type TimeOffInput } from "@gh/contracts/providers/practice";
import { ghanaToday } from "@gh/contracts/schedule";
import { Button, Card, CardContent, CardHeader, CardTitle, Field, Input, Spinner, useToast } from "@gh/ui";
import { ConfirmDialog } from "@gh/ui/flows";
import { useId, useState, type FormEvent } from "react";
import { isIsoDay, TYPED_DATE_HINT, TypedDateInput } from "./typed-date-input";
import { useTimeOff } from "../lib/use-time-off";
import { asksToCancelAppointments, timeOffAddedText, timeOffDays, upcomingTimeOff } from "../lib/time-off-view";
import { msg, translated, useT } from "../lib/i18n";
import "../features/time-off/components/time-off.css";

type Errors = Partial<Record<"from" | "to" | "reason", string>>;

const EMPTY = { from: "", to: "", reason: "" };

export function TimeOffSection({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const headingId = useId();
  const { list, add, remove } = useTimeOff(onChanged);
  const { toast } = useToast();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  /** The days waiting for "Cancel these appointments?", and what the server said about them. */
  const [confirming, setConfirming] = useState<{ input: TimeOffInput; message: string } | null>(null);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const today = ghanaToday();

  function edit(name: keyof typeof EMPTY, value: string) {
    setDraft((current) => {
      const next = { ...current, [name]: value };
      // One day off is the usual case: the last day follows the first until it is set apart.
      if (name === "from" && isIsoDay(value) && (!isIsoDay(current.to) || current.to < value)) next.to = value;
      return next;
    });
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function added(created: { from: string; to: string; cancelledAppointments: number }) {
    setDraft(EMPTY);
    setErrors({});
    toast({ title: t("Time Off Added"), description: timeOffAddedText(created), variant: "success" });
  }

  function failed(error: unknown) {
    const problem = readApiProblem(error);
    if (Object.keys(problem.fields).length > 0) setErrors(problem.fields as Errors);
    toast({ title: t("Time Off Not Added"), description: translated(problem.message) ?? t("Please try again."), variant: "destructive" });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = timeOffInputSchema.safeParse(draft);
    const found: Errors = {};
    // An empty date input deserves plainer words than the schema's date format.
    if (!draft.from) found.from = msg("Choose the first day");
    if (!draft.to) found.to = msg("Choose the last day");
    if (draft.from && !isIsoDay(draft.from)) found.from = TYPED_DATE_PROBLEM;
    if (draft.to && !isIsoDay(draft.to)) found.to = TYPED_DATE_PROBLEM;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Errors;
        found[name] ??= issue.message;
      }
    } else if (parsed.data.from < today) {
      found.from = msg("Choose today or a later day");
    }
    if (Object.keys(found).length > 0 || !parsed.success) {
      setErrors(found);
      return;
    }
    const input: TimeOffInput = { from: parsed.data.from, to: parsed.data.to, reason: parsed.data.reason ?? undefined };
    add.mutate(input, {
      onSuccess: added,
      onError: (error) => {
        const problem = readApiProblem(error);
        if (asksToCancelAppointments(problem)) setConfirming({ input, message: problem.message! });
        else failed(error);
      },
    });
  }

  async function cancelAppointmentsAndAdd() {
    if (!confirming) return;
    try {
      added(await add.mutateAsync({ ...confirming.input, cancelAppointments: true }));
    } catch (error) {
      failed(error);
      throw error; // the dialog stays open to try again
    }
  }

  function removeBlock(id: number, days: string) {
    setRemovingId(id);
    remove.mutate(id, {
      onSuccess: () => toast({ title: t("Time Off Removed"), description: t("Patients can book you again on {days}.", { days }), variant: "success" }),
      onError: (error) =>
        toast({ title: t("Time Off Not Removed"), description: translated(readApiProblem(error).message) ?? t("Please try again."), variant: "destructive" }),
      onSettled: () => setRemovingId(null),
    });
  }

  let blocks;
  if (list.isPending) {
    blocks = <Spinner label={t("Loading time off...")} />;
  } else if (list.isError) {
    blocks = (
      <div role="alert" className="time-off__message">
        <p>{t("We could not load your time off.")}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t(MESSAGES.retry)}
        </Button>
      </div>
    );
  } else {
    const upcoming = upcomingTimeOff(list.data, today);
    blocks =
      upcoming.length === 0 ? (
        <p className="time-off__message">{t("No time off planned.")}</p>
      ) : (
        <ul className="time-off__list" aria-label={t("Upcoming time off")}>
          {upcoming.map((block) => {
            const days = timeOffDays(block);
            // translators: a button that removes a block of days off
            const removeLabel = t("Remove");
            return (
              <li key={block.id} className="time-off__block">
                <div>
                  <p className="time-off__days">{days}</p>
                  {block.reason && <p className="time-off__reason">{block.reason}</p>}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t("Remove time off {days}", { days })}
                  loading={removingId === block.id}
                  onClick={() => removeBlock(block.id, days)}
                >
                  {removeLabel}
                </Button>
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className="time-off">
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {t("Time Off")}
        </CardTitle>
        <p className="time-off__description">{t("Block whole days, such as a holiday or a conference. Patients cannot book you on those days.")}</p>
      </CardHeader>
      <CardContent className="time-off__content">
        {blocks}
        <form className="time-off__form" onSubmit={submit} noValidate aria-label={t("Add time off")}>
          <div className="time-off__dates">
            <Field
              // translators: the first day of a date range
              label={t("From")}
              hint={t(TYPED_DATE_HINT)}
              error={translated(errors.from)}
              required
            >
              <TypedDateInput name="from" value={draft.from} onChange={(value) => edit("from", value)} />
            </Field>
            <Field
              // translators: the last day of a date range
              label={t("To")}
              hint={t(TYPED_DATE_HINT)}
              error={translated(errors.to)}
              required
            >
              <TypedDateInput name="to" value={draft.to} onChange={(value) => edit("to", value)} />
            </Field>
          </div>
          <Field label={t("Reason (optional)")} hint={t("For example: Annual leave")} error={translated(errors.reason)}>
            <Input name="reason" maxLength={200} value={draft.reason} onChange={(event) => edit("reason", event.target.value)} />
          </Field>
          <div>
            <Button type="submit" variant="secondary" loading={add.isPending && !confirming}>
              {t("Add Time Off")}
            </Button>
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("Cancel these appointments?")}
        description={translated(confirming?.message) ?? ""}
        confirmLabel={t("Cancel Appointments")}
        cancelLabel={t("Keep Appointments")}
        onConfirm={cancelAppointmentsAndAdd}
        destructive
      />
    </Card>
  );
}
