/** Leave a review of a completed visit: one to five stars, tapped or chosen with the arrow keys, and a comment (docs/product-rules.md#reviews). */
import type { PatientAppointment } from "@gh/contracts/appointments";
import { BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { formatLongDate } from "@gh/contracts/ghana-time";
import { providerName } from "@gh/contracts/regions";
import { Button, Field, Textarea, useToast } from "@gh/ui";
import { Dialog } from "@gh/ui/flows";
import { useId, useState } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { readApiProblem } from "@gh/api-client";
import { useT } from "@gh/i18n";
import { translatedToast } from "@gh/i18n/toast";
import { useAppointmentChanges } from "../api/use-appointment-changes";
import { StarRatingInput } from "./star-rating";

export function ReviewDialog({ appointment, onClose }: { appointment: PatientAppointment; onClose: () => void }) {
  const t = useT();
  const { review } = useAppointmentChanges(appointment);
  const { toast } = useToast();
  const formId = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit() {
    if (rating === 0) return;
    review.mutate(
      { rating, comment: comment.trim() },
      {
        onSuccess: () => {
          toast({ ...translatedToast(BOOKING_TOASTS.reviewSubmitted), variant: "success" });
          onClose();
        },
        onError: (error) => {
          toast({ ...translatedToast(BOOKING_TOASTS.reviewFailed), variant: "destructive" });
          const { fields, message } = readApiProblem(error);
          setProblem(fields.rating ?? fields.comment ?? message);
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !review.isPending && onClose()}
      title={t("Leave a Review")}
      description={t("Your visit to {provider} on {date}", { provider: providerName(appointment.provider), date: formatLongDate(appointment.appointmentDate) })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={review.isPending}>
            {t("Not now")}
          </Button>
          <Button type="submit" form={formId} disabled={rating === 0} loading={review.isPending}>
            {review.isPending ? t("Submitting...") : t("Submit Review")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="appointment-dialog__body"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <StarRatingInput
          legend={t("Rating")}
          value={rating}
          onChange={setRating}
          hint={t("Tap a star, or use the arrow keys: 1 star is poor, 5 stars excellent.")}
          autoFocus
        />
        <Field label={t("Comment (optional)")}>
          <Textarea rows={4} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} placeholder={t("How was your visit?")} />
        </Field>
        {problem && <InlineAlert>{t(problem)}</InlineAlert>}
      </form>
    </Dialog>
  );
}
