/** PATCH /api/providers/appointments/:id: the provider moves one appointment along its lifecycle. */
import { callApi } from "@gh/api-client";
import type { ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import { useMutation, useQueryClient } from "@gh/query";
import { refreshProviderData } from "./refresh-provider-data";

export interface AppointmentActionInput {
  status: ProviderAppointmentAction;
  reason?: string;
}

export function useAppointmentAction(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentActionInput) => callApi("PATCH /api/providers/appointments/{id}", { params: { id: appointmentId }, json: input }),
    // Refreshed whatever the answer: a refusal (409) means the appointment changed meanwhile.
    onSettled: () => refreshProviderData(queryClient),
  });
}
