/** GET /api/appointments/my: the patient's appointments, newest slot first. */
import { getQueryFn } from "@gh/api-client";
import type { PatientAppointment } from "@gh/contracts";
import { useQuery } from "@gh/query";
import { MY_APPOINTMENTS_KEY } from "../../../lib/query-keys";


export function useMyAppointments() {
  return useQuery({ queryKey: MY_APPOINTMENTS_KEY, queryFn: getQueryFn<PatientAppointment[]>({ on401: "throw" }) });
}
