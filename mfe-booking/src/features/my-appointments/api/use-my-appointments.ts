/** GET /api/appointments/my: the patient's appointments, newest slot first. */
import { getQueryFn } from "@gh/api-client";
import type { PatientAppointment } from "@gh/contracts";
import { pollInterval, useQuery } from "@gh/query";
import { MY_APPOINTMENTS_KEY } from "../../../lib/query-keys";
import { hasPendingRefund } from "../refund-view";

/**
 * How often the list is asked again while a refund is on its way: a sandbox refund settles in about
 * 3 s and a Paystack one by webhook, so "processing" turns into "refunded" without a reload.
 */
export const REFUND_POLL_MS = 3_000;

export function useMyAppointments() {
  return useQuery({
    queryKey: MY_APPOINTMENTS_KEY,
    queryFn: getQueryFn<PatientAppointment[]>({ on401: "throw" }),
    // Only while something is pending (the shell's client never polls otherwise); not in a hidden tab.
    // A failed ask (offline) slows the poll down and, after a few in a row, stops it.
    refetchInterval: (query) => (hasPendingRefund(query.state.data) ? pollInterval(query, REFUND_POLL_MS) : false),
  });
}
