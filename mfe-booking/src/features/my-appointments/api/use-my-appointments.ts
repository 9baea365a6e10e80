/**
 * GET /api/appointments/my/:view?page=: one page of the patient's upcoming (soonest first) or past
 * (newest first) appointments, paged on the server.
 */
import { getQueryFn, type ApiAnswer } from "@gh/api-client";
import type { MyAppointmentView } from "@gh/contracts/appointments/options";
import { MY_APPOINTMENTS_KEY } from "@gh/contracts/federation";
import { keepPreviousData, pollInterval, useQuery } from "@gh/query";
import { hasPendingRefund } from "../refund-view";

/**
 * How often the list is asked again while a refund is on its way: a sandbox refund settles in about
 * 3 s and a Paystack one by webhook, so "processing" turns into "refunded" without a reload.
 */
export const REFUND_POLL_MS = 3_000;

/**
 * Under MY_APPOINTMENTS_KEY, so refreshing it after a change refreshes every page of both lists; its
 * segments joined by "/" are the URL it loads, GET /api/appointments/my/{view}?page=.
 */
export const myAppointmentsKey = (view: MyAppointmentView, page: number) => [...MY_APPOINTMENTS_KEY, `${view}?page=${page}`] as const;

export function useMyAppointments(view: MyAppointmentView, page: number) {
  return useQuery({
    queryKey: myAppointmentsKey(view, page),
    queryFn: getQueryFn<ApiAnswer<"GET /api/appointments/my/{view}">>({ on401: "throw" }),
    // The page before stays on screen while the next one loads, instead of a skeleton.
    placeholderData: keepPreviousData,
    // Only while something is pending (the shell's client never polls otherwise); not in a hidden tab.
    // A failed ask (offline) slows the poll down and, after a few in a row, stops it.
    refetchInterval: (query) => (hasPendingRefund(query.state.data?.items) ? pollInterval(query, REFUND_POLL_MS) : false),
  });
}
