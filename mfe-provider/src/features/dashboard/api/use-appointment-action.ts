/** PATCH /api/providers/appointments/:id: the provider moves one appointment along its lifecycle. */
import { apiRequest } from "@gh/api-client";
import type { ProviderAppointmentAction } from "@gh/contracts/appointments/lifecycle";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { useMutation, useQueryClient } from "@gh/query";
import { refreshProviderData } from "./refresh-provider-data";

export interface AppointmentActionInput {
  status: ProviderAppointmentAction;
  reason?: string;
}

export function useAppointmentAction(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppointmentActionInput) => apiRequest<ProviderAppointment>("PATCH", `/api/providers/appointments/${appointmentId}`, input),
    // Refreshed whatever the answer: a refusal (409) means the appointment changed meanwhile.
    onSettled: () => refreshProviderData(queryClient),
  });
}
