/**
 * PUT /api/providers/appointments/:id/visit-note: the provider's note to the patient after a
 * completed visit (docs/product-rules.md#remote-visits); an empty note clears it.
 */
import { callApi, readApiProblem, type ApiAnswer } from "@gh/api-client";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { useMutation, useQueryClient, type QueryClient } from "@gh/query";

type Dashboard = ApiAnswer<"GET /api/providers/dashboard">;

const isDashboardQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  typeof queryKey[0] === "string" && queryKey[0].startsWith("/api/providers/dashboard");

/**
 * The saved appointment replaces its copy on every cached dashboard page: a note changes nothing
 * else (no stats, nothing the directory shows), so nothing needs to be asked again.
 */
function showSaved(queryClient: QueryClient, saved: ProviderAppointment) {
  queryClient.setQueriesData<Dashboard>({ predicate: isDashboardQuery }, (dashboard) =>
    dashboard && {
      ...dashboard,
      appointments: {
        ...dashboard.appointments,
        items: dashboard.appointments.items.map((appointment) => (appointment.id === saved.id ? saved : appointment)),
      },
    },
  );
}

export function useVisitNote(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => callApi("PUT /api/providers/appointments/{id}/visit-note", { params: { id: appointmentId }, json: { note } }),
    onSuccess: (saved) => showSaved(queryClient, saved),
    onError: (error) => {
      // Refused (no longer completed) or gone: the dashboard then shows the appointment as it is.
      const { status } = readApiProblem(error);
      if (status === 409 || status === 404) void queryClient.invalidateQueries({ predicate: isDashboardQuery });
    },
  });
}
