/**
 * A patient's changes to one appointment (PUT /api/appointments/:id, docs/product-rules.md#screens-and-texts; our review call):
 * reschedule, cancel, review, and the report of an NHIS charge (POST /api/nhis-reports). Each
 * refreshes the list, and what else it changed: the provider's free times, or its rating and reviews.
 */
import { callApi, readApiProblem } from "@gh/api-client";
import type { PatientAppointment, ReviewInput } from "@gh/contracts/appointments";
import { MY_APPOINTMENTS_KEY } from "@gh/contracts/federation";
import { useMutation, useQueryClient } from "@gh/query";
import { refreshAvailability } from "../../../lib/use-availability";
import { refreshProviderLists } from "../../../lib/query-keys";

export function useAppointmentChanges(appointment: Pick<PatientAppointment, "id" | "provider">) {
  const queryClient = useQueryClient();
  const params = { id: appointment.id };

  const providerId = appointment.provider.id;
  const refreshList = () => Promise.all([queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }), refreshProviderLists(queryClient)]);
  const refreshSlots = () => Promise.all([refreshList(), refreshAvailability(queryClient, providerId)]);
  // A review changes the provider's rating and reviews, which live under the provider's key.
  const refreshReviews = () => Promise.all([refreshList(), queryClient.invalidateQueries({ queryKey: ["/api/providers", String(providerId)] })]);

  const reschedule = useMutation({
    mutationFn: (appointmentDate: string) => callApi("PUT /api/appointments/{id}", { params, json: { appointmentDate } }),
    onSuccess: refreshSlots,
  });
  const cancel = useMutation({
    mutationFn: () => callApi("PUT /api/appointments/{id}", { params, json: { status: "cancelled" } }),
    onSuccess: refreshSlots,
  });
  const review = useMutation({
    mutationFn: (input: ReviewInput) => callApi("POST /api/appointments/{id}/review", { params, json: input }),
    onSuccess: refreshReviews,
  });
  // Seen by administrators only: nothing public changes, only the visit's own card ("NHIS charge reported").
  const reportNhisCharge = useMutation({
    mutationFn: (details: string) => callApi("POST /api/nhis-reports", { json: { appointmentId: appointment.id, details } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }),
    // Already reported (from another tab or phone): the card learns it too.
    onError: (error) => (readApiProblem(error).status === 409 ? queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY }) : undefined),
  });

  return { reschedule, cancel, review, reportNhisCharge };
}
