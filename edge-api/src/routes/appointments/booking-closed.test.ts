/**
 * Bookings closed until verified (docs/product-rules.md#licences-and-nhis): a provider whose licence
 * no administrator has approved yet is listed but takes no booking; the API refuses it 409
 * `booking_closed`, writing nothing. A provider whose licence lapsed (renewal pending) still does.
 */
import { describe, expect, it } from "vitest";
import { bookingBody, db, insertProvider, sendJson, signedInPatient, upcoming } from "../../../test/fixtures.ts";
import { appointments } from "../../db/schema.ts";

const MONDAY = 1;
const book = (cookie: string, body: unknown) => sendJson("/api/appointments", body, { cookie });

describe("POST /api/appointments with a provider whose licence is not checked yet", () => {
  it("is refused 409 booking_closed with the words the profile shows, and nothing is written", async () => {
    const { provider } = await insertProvider({ licenceVerifiedFor: null, isVerified: false });
    const { cookie } = await signedInPatient();
    const response = await book(cookie, bookingBody(provider.id, upcoming(MONDAY), "10:30"));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "booking_closed", message: "Booking opens once the licence is checked" } });
    expect(await db().select().from(appointments)).toEqual([]);
  });

  it("is taken once a licence was ever approved: a lapsed licence (renewal pending) still takes bookings", async () => {
    const { provider } = await insertProvider({ licenceVerifiedFor: new Date().getUTCFullYear() - 1, isVerified: false });
    const { cookie } = await signedInPatient();
    const response = await book(cookie, bookingBody(provider.id, upcoming(MONDAY), "10:30"));
    expect(response.status).toBe(201);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });
});
