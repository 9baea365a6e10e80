/**
 * The provider's name and days off for the calendar. The booking dialog already holds the provider;
 * elsewhere (rescheduling) GET /api/providers/:id is read under the profile page's key, so a provider
 * whose profile was just open costs no request. Until it answers, only Sundays are closed.
 */
import type { ApiAnswer } from "@gh/api-client";
import type { Provider } from "@gh/contracts/providers";
import { providerName } from "@gh/contracts/regions";
import { useQuery } from "@gh/query";
import { useMemo } from "react";
import { closedWeekdays, todayWhenOver } from "./closed-days";

/** What the calendar needs of a provider. */
export type ProviderSchedule = Pick<Provider, "title" | "user" | "workingHours">;

export interface CalendarSchedule {
  providerName: string | null;
  /** 0 for Sunday … 6 for Saturday. */
  closedDays: number[];
  /** Today when its last time has started, else null (read when the provider arrives; a dialog stays open minutes, not hours). */
  todayOver: string | null;
}

export function useProviderSchedule(providerId: number, known?: ProviderSchedule): CalendarSchedule {
  const fetched = useQuery<ApiAnswer<"GET /api/providers/{id}">>({ queryKey: ["/api/providers", String(providerId)], enabled: !known });
  const provider = known ?? fetched.data;
  return useMemo(
    () =>
      provider
        ? { providerName: providerName(provider), closedDays: closedWeekdays(provider.workingHours), todayOver: todayWhenOver(provider.workingHours, Date.now()) }
        : { providerName: null, closedDays: [0], todayOver: null },
    [provider],
  );
}
