/**
 * GET /api/providers/:id/availability's answer as a zod schema: the API's published contract
 * (docs/architecture.md#api-hono-on-workers) and the source of the `Availability` type in
 * ./appointments.ts. Only the Worker loads this module, so the booking screens never carry it.
 */
import { z } from "zod";
import { SLOT_TIMES } from "./constants.ts";

export const slotAvailabilitySchema = z.object({
  time: z.enum(SLOT_TIMES).describe('"09:00" … "16:30", Ghana time (UTC).'),
  startsAt: z.string().describe("The slot's UTC instant, ISO."),
  available: z.boolean().describe("False when booked, held by a live payment hold, or already past."),
});

export const availabilitySchema = z
  .object({
    providerId: z.number().int(),
    date: z.string(),
    slots: z.array(slotAvailabilitySchema),
  })
  .describe("The slots within the provider's hours that day (none on Sundays, past dates or days off).");
