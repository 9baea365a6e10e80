/** The booking call (docs/product-rules.md#screens-and-texts): create the appointment, held for payment. */
import { callApi } from "@gh/api-client";
import type { CreatedAppointment } from "@gh/contracts/appointments";
import type { AppointmentRequest } from "../../../lib/checkout-request";

export function createAppointment(request: AppointmentRequest): Promise<CreatedAppointment> {
  return callApi("POST /api/appointments", { json: request });
}
