/** A provider's earnings as GET /api/providers/earnings answers them, for the Earnings tab's tests. */
import type { ProviderEarnings, ProviderPayout } from "@gh/contracts/payouts";

export const payout = (id: number, overrides: Partial<ProviderPayout> = {}): ProviderPayout => ({
  id,
  reference: `pyt_7_${id}`,
  amount: "135.00",
  status: "success",
  failureReason: null,
  createdAt: "2026-11-16T06:00:00.000Z",
  settledAt: "2026-11-16T06:00:05.000Z",
  appointments: [{ appointmentId: id * 10, startsAt: "2026-11-12T10:30:00.000Z", patientName: "Ama Owusu", amount: "135.00" }],
  ...overrides,
});

export const providerEarnings = (overrides: Partial<ProviderEarnings> = {}): ProviderEarnings => ({
  pending: "270.00",
  processing: "0.00",
  paidOut: "1350.00",
  nextPayoutDate: "2026-11-23",
  hasPayoutDetails: true,
  payouts: { items: [payout(1)], total: 1, page: 1, pageSize: 10 },
  ...overrides,
});
