/** A provider's slots on one day (GET /api/providers/:id/availability): the one rule, shared with the USSD desk, is db/availability.ts's. */
export { availabilityOn } from "../../db/availability.ts";
