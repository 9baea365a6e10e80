/** GET /api/providers/dashboard: the provider, a page of their appointments, latest reviews and stats. */
import { readApiProblem, type ApiAnswer } from "@gh/api-client";
import { keepPreviousData, useQuery } from "@gh/query";
import { dashboardUrl, NO_FILTERS, type AppointmentFilters } from "../dashboard-view";

/**
 * The page's header, stats, overview and profile come from the unfiltered first page; the
 * Appointments tab asks for its own page and filters (the same request when it shows the first,
 * unfiltered page). The previous answer stays on screen while the next page loads.
 */
export function useProviderDashboard(filters: AppointmentFilters = NO_FILTERS) {
  return useQuery<ApiAnswer<"GET /api/providers/dashboard">>({ queryKey: [dashboardUrl(filters)], placeholderData: keepPreviousData });
}

/** A provider account without a provider profile (the server answers 404). */
export function isMissingProfile(error: unknown): boolean {
  return readApiProblem(error).status === 404;
}
