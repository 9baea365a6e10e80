/** GET /api/admin/revenue as the server answers it, for the Revenue Dashboard tests. */
import type { RevenueBooking, RevenueMonth } from "@gh/contracts/admin/options";
import type { AdminRevenueReport, PayoutTotals } from "@gh/contracts/payouts";
import type { RevenueRefunds } from "@gh/contracts/refunds";

/** December 2025 to November 2026, oldest first; only the last three months had paid bookings. */
export const twelveMonths = (): RevenueMonth[] =>
  Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11 + index, 1));
    const month = date.toISOString().slice(0, 7);
    const revenue = { "2026-09": ["2", "300.00", "30.00", "270.00"], "2026-10": ["4", "1200.00", "120.00", "1080.00"], "2026-11": ["3", "1300.00", "130.00", "1170.00"] }[month];
    return revenue
      ? { month, bookings: Number(revenue[0]), revenue: revenue[1]!, commission: revenue[2]!, payouts: revenue[3]! }
      : { month, bookings: 0, revenue: "0.00", commission: "0.00", payouts: "0.00" };
  });

export const revenueBooking = (id: number, overrides: Partial<RevenueBooking> = {}): RevenueBooking => ({
  id,
  patientName: "Ama Owusu",
  providerName: "Dr. Kwame Mensah",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  bookedAt: "2026-11-20T08:00:00.000Z",
  fee: "150.00",
  platformCommission: "15.00",
  providerPayout: "135.00",
  ...overrides,
});

/** Two bookings refunded (₵300.00), one of them in November; one refund on its way, two failed. */
export const revenueRefunds = (overrides: Partial<RevenueRefunds> = {}): RevenueRefunds => ({
  totalRefunded: "300.00",
  refundedAppointments: 2,
  commissionReversed: "30.00",
  payoutsReversed: "270.00",
  netRevenue: "2500.00",
  netCommission: "250.00",
  netPayouts: "2250.00",
  latePaymentsRefunded: "0.00",
  pending: { count: 1, amount: "150.00" },
  failed: { count: 2, amount: "1350.00" },
  monthly: twelveMonths().map(({ month, revenue }) => {
    const refunds = { "2026-10": "150.00", "2026-11": "150.00" }[month] ?? "0.00";
    return { month, refunds, netRevenue: (Number(revenue) - Number(refunds)).toFixed(2) };
  }),
  ...overrides,
});

export const payoutTotals = (overrides: Partial<PayoutTotals> = {}): PayoutTotals => ({
  paid: "1215.00",
  processing: "135.00",
  failed: "270.00",
  failedCount: 1,
  owed: "630.00",
  ...overrides,
});

export const revenueReport = (overrides: Partial<AdminRevenueReport> = {}): AdminRevenueReport => ({
  totalRevenue: "2800.00",
  totalCommission: "280.00",
  totalPayouts: "2520.00",
  averageCommission: "31.11",
  paidAppointments: 9,
  recent: [revenueBooking(9), revenueBooking(8, { patientName: "Kofi Asante", providerName: "Efua Quartey", fee: "1200.00", platformCommission: "120.00", appointmentDate: "2026-11-19T14:00:00.000Z" })],
  monthly: twelveMonths(),
  growth: { percent: 8.3, month: "2026-11", previousMonth: "2026-10" },
  refunds: revenueRefunds(),
  payouts: payoutTotals(),
  ...overrides,
});
