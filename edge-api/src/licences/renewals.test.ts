/**
 * The licence's yearly cycle (docs/product-rules.md#licences-and-nhis), on a fixed clock: from 1
 * December the providers verified for this year who have sent nothing for next year are reminded,
 * once; on 1 January those approved for the new year stay verified and every other verified provider
 * loses the badge (renewal pending, still bookable), and running it again changes nothing.
 */
import { env } from "cloudflare:workers";
import { smsLength } from "@gh/contracts/sms";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertProvider, outboxFor } from "../../test/fixtures.ts";
import { providers, users } from "../db/schema.ts";
import type { Bindings } from "../env.ts";
import { sweep } from "../scheduled.ts";
import { RENEWAL_REMINDERS_PER_SWEEP, runLicenceCycle } from "./renewals.ts";
import { insertLicence } from "./testing/licence-fixtures.ts";

const bindings = env as unknown as Bindings;
const LAST_OF_NOVEMBER = Date.UTC(2026, 10, 30, 23, 55);
const FIRST_OF_DECEMBER = Date.UTC(2026, 11, 1, 0, 5);
const NEW_YEAR = Date.UTC(2027, 0, 1, 0, 5);

let phones = 0;
/** A provider in a licence state, with their own phone verified (so a reminder would text them). */
async function providerWith(licenceVerifiedFor: number | null, isVerified: boolean) {
  const { provider, user } = await insertProvider({ licenceVerifiedFor, isVerified }, { firstName: "Kwame", lastName: `Mensah ${++phones}` });
  const phone = `+2332055502${String(phones).padStart(2, "0")}`;
  await db().update(users).set({ phone, phoneVerified: true }).where(eq(users.id, user.id));
  return { ...provider, phone };
}

const standing = async (id: number) =>
  (await db().select({ licenceVerifiedFor: providers.licenceVerifiedFor, isVerified: providers.isVerified, reminded: providers.renewalReminderSentFor }).from(providers).where(eq(providers.id, id)))[0];
const messagesTo = async (provider: { email: string; phone: string }) => [...(await outboxFor(provider.email)), ...(await outboxFor(provider.phone))];

describe("the renewal reminders", () => {
  it("from 1 December remind, once, each provider verified for this year who has sent nothing for next year", async () => {
    const due = await providerWith(2026, true);
    const waitingForReview = await providerWith(2026, true);
    await insertLicence(waitingForReview.id);
    const renewedEarly = await providerWith(2026, true);
    await insertLicence(renewedEarly.id, { status: "approved", validForYear: 2027 });
    const rejectedRenewal = await providerWith(2026, true);
    await insertLicence(rejectedRenewal.id, { status: "rejected", rejectionReason: "Blurred" });
    const alreadyLapsed = await providerWith(2025, false);
    const neverChecked = await providerWith(null, false);

    expect(await runLicenceCycle(bindings, db(), LAST_OF_NOVEMBER)).toMatchObject({ renewalRemindersSent: 0 });
    expect(await runLicenceCycle(bindings, db(), FIRST_OF_DECEMBER)).toMatchObject({ renewalRemindersSent: 2 });

    for (const reminded of [due, rejectedRenewal]) {
      expect(await standing(reminded.id)).toEqual({ licenceVerifiedFor: 2026, isVerified: true, reminded: 2027 });
      const [mail] = await outboxFor(reminded.email);
      expect(mail).toMatchObject({ channel: "email", subject: "Upload your 2027 licence to stay verified" });
      expect(mail?.body).toContain("Please upload your licence for 2027 from Edit Profile before 31 December.");
      const [sms] = await outboxFor(reminded.phone);
      expect(sms).toMatchObject({ channel: "sms", body: "GhanaHealth: your licence ends on 31 December. Upload your 2027 licence in Edit Profile to keep your Verified Provider badge." });
      expect(smsLength(sms!.body)).toMatchObject({ encoding: "GSM-7", segments: 1 });
    }
    for (const left of [waitingForReview, renewedEarly, alreadyLapsed, neverChecked]) {
      expect(await messagesTo(left)).toEqual([]);
      expect((await standing(left.id))?.reminded).toBeNull();
    }

    // Every later sweep of December finds no one left to remind.
    expect(await sweep(bindings, FIRST_OF_DECEMBER + 5 * 60_000)).toMatchObject({ renewalRemindersSent: 0 });
    expect(await runLicenceCycle(bindings, db(), Date.UTC(2026, 11, 20, 9, 0))).toMatchObject({ renewalRemindersSent: 0 });
    expect(await outboxFor(due.phone)).toHaveLength(1);
  });

  it("sends a bounded number a sweep, the rest in the sweeps after", async () => {
    const many = RENEWAL_REMINDERS_PER_SWEEP + 3;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${many})
       INSERT INTO users (email, password_hash, first_name, last_name, role) SELECT 'renewing' || i || '@example.com.gh', '!', 'Ama', 'Owusu ' || i, 'provider' FROM n`,
    ).run();
    await env.DB.prepare(
      `INSERT INTO providers (user_id, title, specialty_id, license_number, years_experience, education, hospital_affiliation, bio, consultation_fee_pesewas, location, city, region, address, phone, email, working_hours, is_verified, licence_verified_for)
       SELECT id, 'Dr', 'general', 'MDC/RN/' || id, 5, 'MB ChB', 'Korle Bu', 'GP', 15000, 'Korle Bu', 'Accra', 'Greater Accra', 'Korle Bu', '+233241234567', email, '{}', 1, 2026 FROM users WHERE email LIKE 'renewing%'`,
    ).run();
    expect(await runLicenceCycle(bindings, db(), FIRST_OF_DECEMBER)).toMatchObject({ renewalRemindersSent: RENEWAL_REMINDERS_PER_SWEEP });
    expect(await runLicenceCycle(bindings, db(), FIRST_OF_DECEMBER + 5 * 60_000)).toMatchObject({ renewalRemindersSent: 3 });
    expect(await runLicenceCycle(bindings, db(), FIRST_OF_DECEMBER + 10 * 60_000)).toMatchObject({ renewalRemindersSent: 0 });
  });
});

describe("the 1 January run", () => {
  it("keeps the renewed verified for the new year and takes the badge from exactly the unrenewed, and changes nothing a second time", async () => {
    const renewed = await providerWith(2026, true);
    await insertLicence(renewed.id, { status: "approved", validForYear: 2026 });
    await insertLicence(renewed.id, { status: "approved", validForYear: 2027 });
    const unrenewed = await providerWith(2026, true);
    await insertLicence(unrenewed.id, { status: "approved", validForYear: 2026 });
    const stillInReview = await providerWith(2026, true);
    await insertLicence(stillInReview.id);
    const renewalRejected = await providerWith(2026, true);
    await insertLicence(renewalRejected.id, { status: "rejected", rejectionReason: "Blurred" });
    const lapsedLastYear = await providerWith(2025, false);
    const neverChecked = await providerWith(null, false);
    // Approved in December for the new year after a lapse: verified again from 1 January.
    const returning = await providerWith(2025, false);
    await insertLicence(returning.id, { status: "approved", validForYear: 2027 });

    // Nothing happens on 31 December.
    expect(await runLicenceCycle(bindings, db(), NEW_YEAR - 10 * 60_000)).toMatchObject({ licencesRenewed: 0, badgesLapsed: 0 });
    expect(await sweep(bindings, NEW_YEAR)).toMatchObject({ licencesRenewed: 2, badgesLapsed: 3 });

    expect(await standing(renewed.id)).toMatchObject({ licenceVerifiedFor: 2027, isVerified: true });
    expect(await standing(returning.id)).toMatchObject({ licenceVerifiedFor: 2027, isVerified: true });
    // Renewal pending: the badge goes, the year they were verified for stays (so they stay bookable).
    for (const lapsed of [unrenewed, stillInReview, renewalRejected]) expect(await standing(lapsed.id)).toMatchObject({ licenceVerifiedFor: 2026, isVerified: false });
    expect(await standing(lapsedLastYear.id)).toMatchObject({ licenceVerifiedFor: 2025, isVerified: false });
    expect(await standing(neverChecked.id)).toMatchObject({ licenceVerifiedFor: null, isVerified: false });

    // Every later sweep of the year's first days finds nothing left to change.
    expect(await sweep(bindings, NEW_YEAR + 5 * 60_000)).toMatchObject({ licencesRenewed: 0, badgesLapsed: 0 });
    expect(await runLicenceCycle(bindings, db(), Date.UTC(2027, 0, 20, 12, 0))).toMatchObject({ licencesRenewed: 0, badgesLapsed: 0 });
    expect(await standing(renewed.id)).toMatchObject({ licenceVerifiedFor: 2027, isVerified: true });
  });
});
