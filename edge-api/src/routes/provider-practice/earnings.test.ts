/**
 * The provider's earnings on the dashboard: what the next run pays, what is on its way, what has been
 * paid, the next payout date, and each payout with its visits, a page at a time.
 */
import { pesewasToCedis } from "@gh/contracts/money";
import { nextPayoutDate, PROVIDER_PAYOUTS_PAGE_SIZE, type ProviderEarnings } from "@gh/contracts/payouts";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addMobileMoney, paystackEnv, paystackWill, providerWithVisits, request, sandboxEnv } from "../../../test/payout-fixtures.ts";
import { applyTransferEvent } from "../../money/payout-events.ts";
import { runPayouts } from "../../money/payout-run.ts";
import { db } from "../../../test/fixtures.ts";

async function earnings(cookie: string, query = ""): Promise<ProviderEarnings> {
  const response = await request(sandboxEnv, `/api/providers/earnings${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/providers/earnings", () => {
  it("shows earnings accruing without payout details, then paid, pending and processing after runs", async () => {
    const kwame = await providerWithVisits();
    const paidVisits = await kwame.earned(2);
    await kwame.book({ status: "confirmed" });

    expect(await earnings(kwame.cookie)).toEqual({
      pending: "270.00",
      processing: "0.00",
      paidOut: "0.00",
      nextPayoutDate: nextPayoutDate(Date.now()),
      hasPayoutDetails: false,
      payouts: { items: [], total: 0, page: 1, pageSize: PROVIDER_PAYOUTS_PAGE_SIZE },
    });

    const recipient = await addMobileMoney(paystackEnv, { cookie: kwame.cookie, providerId: kwame.provider.id });
    await paystackWill(recipient, { status: "success" });
    await runPayouts(paystackEnv);
    const [later] = await kwame.earned(1);
    await paystackWill(recipient, { status: "pending" });
    await runPayouts(paystackEnv);

    const figures = await earnings(kwame.cookie);
    expect(figures).toMatchObject({ pending: "0.00", processing: "135.00", paidOut: "270.00", hasPayoutDetails: true });
    expect(figures.payouts.total).toBe(2);
    const [newest, first] = figures.payouts.items;
    expect(newest).toMatchObject({ amount: "135.00", status: "pending", settledAt: null, appointments: [{ appointmentId: later!.id, amount: "135.00", patientName: "Ama Owusu" }] });
    expect(first).toMatchObject({
      amount: "270.00",
      status: "success",
      failureReason: null,
      reference: expect.stringMatching(/^pyt_/),
      settledAt: expect.any(String),
      appointments: paidVisits.map((visit) => ({ appointmentId: visit.id, startsAt: new Date(visit.startsAt).toISOString(), patientName: "Ama Owusu", amount: "135.00" })),
    });

    await applyTransferEvent(db(), { event: "transfer.failed", data: { reference: newest!.reference } });
    expect(await earnings(kwame.cookie)).toMatchObject({ pending: "135.00", processing: "0.00", paidOut: "270.00" });
  });

  it("pages the payouts newest first and shows only the provider's own", async () => {
    const ama = await providerWithVisits({ firstName: "Ama", lastName: "Darko" });
    const other = await providerWithVisits({ firstName: "Yaw", lastName: "Boateng" });
    const insert = env.DB.prepare(
      "INSERT INTO payouts (provider_id, amount_pesewas, reference, status, recipient_code, created_at, updated_at, settled_at) VALUES (?, ?, ?, 'success', 'RCP_x', ?, ?, ?)",
    );
    const weeks = PROVIDER_PAYOUTS_PAGE_SIZE + 2;
    await env.DB.batch(
      Array.from({ length: weeks }, (_, week) => {
        const at = Date.UTC(2026, 0, 5) + week * 7 * 86_400_000;
        return insert.bind(ama.provider.id, 10_000 + week, `pyt_${ama.provider.id}_${at}_0000000${week % 10}`, at, at, at);
      }),
    );
    await env.DB.batch([insert.bind(other.provider.id, 99_900, `pyt_${other.provider.id}_1_00000000`, 1, 1, 1)]);

    const firstPage = await earnings(ama.cookie);
    expect(firstPage.payouts).toMatchObject({ total: weeks, page: 1, pageSize: PROVIDER_PAYOUTS_PAGE_SIZE });
    // Week n paid 10,000 + n pesewas: the newest (largest) first.
    expect(firstPage.payouts.items.map((payout) => payout.amount)).toEqual(Array.from({ length: PROVIDER_PAYOUTS_PAGE_SIZE }, (_, i) => pesewasToCedis(10_000 + weeks - 1 - i)));
    const secondPage = await earnings(ama.cookie, "?page=2");
    expect(secondPage.payouts.items.map((payout) => payout.amount)).toEqual(["100.01", "100.00"]);
    expect(firstPage.paidOut).toBe(pesewasToCedis(weeks * 10_000 + (weeks * (weeks - 1)) / 2));
  });

  it("refuses a page that is not a whole number", async () => {
    const { cookie } = await providerWithVisits();
    const response = await request(sandboxEnv, "/api/providers/earnings?page=zero", { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "validation_failed", fields: { page: expect.any(String) } } });
  });
});
