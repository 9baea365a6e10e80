/**
 * Bookings closed until verified, by USSD (docs/product-rules.md#licences-and-nhis): the desk lists
 * only providers who take bookings, pages through them as if the others were not there, and holds no
 * slot of one whose licence is not checked yet (nor makes the caller an account for it).
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { db, insertProvider } from "../../test/fixtures.ts";
import { appointments, users } from "../db/schema.ts";
import { bookingDesk } from "./desk.ts";

const CALLER = "+233241234567";
/** Saturday 5 January 2030, 08:00 in Ghana: the morning's slots are all ahead. */
const SATURDAY_MORNING = Date.UTC(2030, 0, 5, 8, 0);
const desk = () => bookingDesk({ env, db: db() });

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM ussd_callers").run();
});

/** A provider whose licence was never approved, rated above every bookable one (so search lists them first). */
const unchecked = (lastName: string) => insertProvider({ licenceVerifiedFor: null, isVerified: false, averageRating: 5, reviewCount: 80 }, { firstName: "Yaw", lastName });

describe("the USSD desk", () => {
  it("lists only providers who take bookings, a page at a time, skipping those whose licence is not checked", async () => {
    await unchecked("Boateng");
    await unchecked("Owusu");
    const { provider: verified } = await insertProvider({ averageRating: 4.9, reviewCount: 40 }, { firstName: "Kwame", lastName: "Mensah" });
    await unchecked("Asante");
    // Renewal pending (verified last year only): still bookable, so still offered.
    const { provider: renewing } = await insertProvider({ licenceVerifiedFor: 2029, isVerified: false, averageRating: 3, reviewCount: 2 }, { firstName: "Efua", lastName: "Sarpong" });

    const first = await desk().providers({ specialty: "general", place: "Accra", offset: 0, limit: 1 }, SATURDAY_MORNING);
    expect(first).toEqual({ providers: [expect.objectContaining({ id: verified.id, name: "Dr. Kwame Mensah" })], more: true });
    const second = await desk().providers({ specialty: "general", place: "Accra", offset: 1, limit: 1 }, SATURDAY_MORNING);
    expect(second).toEqual({ providers: [expect.objectContaining({ id: renewing.id })], more: false });
    const all = await desk().providers({ specialty: "general", place: "Accra", offset: 0, limit: 5 }, SATURDAY_MORNING);
    expect(all.providers.map((provider) => provider.id)).toEqual([verified.id, renewing.id]);
    expect(all.more).toBe(false);
  });

  it("offers no day or slot of such a provider and holds none, making no account for the caller", async () => {
    const { provider } = await unchecked("Boateng");
    expect(await desk().bookableDays(provider.id, SATURDAY_MORNING, 4)).toEqual([]);
    expect(await desk().freeSlots(provider.id, "2030-01-05", SATURDAY_MORNING, CALLER)).toEqual([]);
    expect(await desk().hold({ phone: CALLER, providerId: provider.id, startsAt: Date.parse("2030-01-05T09:00:00Z") }, SATURDAY_MORNING)).toEqual({ held: false, reason: "taken" });
    expect(await db().select().from(appointments)).toEqual([]);
    expect(await db().select({ id: users.id }).from(users)).toHaveLength(1);
  });
});
