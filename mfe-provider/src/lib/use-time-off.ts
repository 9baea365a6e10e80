/** The provider's days off: GET/POST /api/providers/time-off and DELETE /api/providers/time-off/:id. */
import { callApi, type ApiAnswer } from "@gh/api-client";
import type { TimeOffInput } from "@gh/contracts/providers/practice";
import { useMutation, useQuery, useQueryClient } from "@gh/query";

export const TIME_OFF_KEY = ["/api/providers/time-off"] as const;

/** `onChanged` refreshes whatever else shows free days (the directory's search and profiles). */
export function useTimeOff(onChanged: () => void) {
  const queryClient = useQueryClient();
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: TIME_OFF_KEY });
    onChanged();
  };

  const list = useQuery<ApiAnswer<"GET /api/providers/time-off">>({ queryKey: TIME_OFF_KEY });
  const add = useMutation({
    mutationFn: (input: TimeOffInput) => callApi("POST /api/providers/time-off", { json: input }),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (id: number) => callApi("DELETE /api/providers/time-off/{id}", { params: { id } }),
    onSuccess: changed,
  });
  return { list, add, remove };
}
