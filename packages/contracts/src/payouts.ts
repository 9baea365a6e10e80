/**
 * Provider payouts (docs/product-rules.md#payouts): the provider's payout details, their earnings and the
 * weekly payout run's calendar, shared by the API (which enforces them) and the provider screens.
 */
import { z } from "zod";
import type { payoutDetailsAnswerSchema, payoutDetailsSchema } from "./answers/provider-account.ts";
import type { payoutAppointmentSchema, providerEarningsSchema, providerPayoutSchema } from "./answers/provider.ts";
import { MOBILE_MONEY_MESSAGES, mobileMoneyNumberProblem } from "./mobile-money.ts";
import type { adminRevenueReportSchema, payoutTotalsSchema } from "./answers/admin.ts";
import { msg } from "./msg.ts";

/** Mobile money networks a payout can go to, with Paystack's bank_code for each in Ghana. */
export const PAYOUT_NETWORKS = [
  { id: "mtn", name: "MTN Mobile Money", paystackBankCode: "MTN" },
  { id: "telecel", name: "Telecel Cash", paystackBankCode: "VOD" },
  { id: "airteltigo", name: "AirtelTigo Money", paystackBankCode: "ATL" },
] as const;
export type PayoutNetwork = (typeof PAYOUT_NETWORKS)[number]["id"];
export const NETWORK_IDS = PAYOUT_NETWORKS.map((network) => network.id) as [PayoutNetwork, ...PayoutNetwork[]];

export const PAYOUT_METHODS = ["mobile_money", "bank"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** What a payout is at: claimed by a run, sent (pending), paid, refused, or paid and then reversed. */
export const PAYOUT_STATUSES = ["claimed", "pending", "success", "failed", "reversed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The weekly payout run: Mondays at 06:00 Ghana time (= UTC), as wrangler.toml's Cron "0 6 * * 1". */
export const PAYOUT_WEEKDAY = 1;
export const PAYOUT_HOUR_UTC = 6;

/** The next payout run at or after `now`, as a Ghana date "YYYY-MM-DD". */
export function nextPayoutDate(now: number): string {
  const day = new Date(now);
  const todayRun = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), PAYOUT_HOUR_UTC);
  let daysAhead = (PAYOUT_WEEKDAY - day.getUTCDay() + 7) % 7;
  if (daysAhead === 0 && now >= todayRun) daysAhead = 7;
  return new Date(todayRun + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

export const PAYOUT_MESSAGES = {
  saved: msg("Payout details saved. Your earnings will be paid there every Monday."),
  notMobileNumber: MOBILE_MONEY_MESSAGES.notMobileNumber,
  accountRefused: msg("The payment provider did not accept these account details. Please check them."),
  unavailable: msg("Payouts are not available right now. Please try again later."),
  /** Where the money goes is changed only by someone who knows the password, not by a borrowed session. */
  passwordNeeded: msg("Enter your password to change where your earnings are paid"),
  passwordWrong: msg("This password is not correct. Your payout details were not changed."),
} as const;

const currentPassword = () =>
  z.string({ message: PAYOUT_MESSAGES.passwordNeeded }).min(1, PAYOUT_MESSAGES.passwordNeeded).max(128, msg("Password is too long"));

const accountName = () =>
  z.string({ message: msg("Enter the name on the account") }).trim().min(2, msg("Enter the name on the account")).max(100, msg("Must be at most 100 characters"));

/** The wallet number must belong to the chosen network (a Telecel number is not an MTN wallet). */
function numberOnItsNetwork(value: { network: string; phone: string }, context: z.RefinementCtx): void {
  const problem = mobileMoneyNumberProblem(value.network, value.phone);
  if (problem) context.addIssue({ code: "custom", path: ["phone"], message: problem });
}

/**
 * PUT /api/provider/settings/payout-details: a mobile money number and its network, or a bank
 * account (its GhIPSS bank code and number). A wallet number must have its network's prefix
 * (mobile-money.ts). The server also checks the number is a Ghana mobile number (libphonenumber)
 * and that the payment provider accepts the account. The provider's password comes with every
 * change (re-authentication: a session left open on a shared phone cannot redirect the money).
 */
export const payoutDetailsInputSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("mobile_money"),
      network: z.enum(NETWORK_IDS, { message: msg("Choose MTN, Telecel or AirtelTigo") }),
      phone: z.string({ message: PAYOUT_MESSAGES.notMobileNumber }).trim().min(9, PAYOUT_MESSAGES.notMobileNumber).max(20, PAYOUT_MESSAGES.notMobileNumber),
      accountName: accountName(),
      currentPassword: currentPassword(),
    }).superRefine(numberOnItsNetwork),
    z.object({
      method: z.literal("bank"),
      bankCode: z.string({ message: msg("Choose your bank") }).trim().regex(/^[0-9A-Za-z]{2,10}$/, msg("Choose your bank")),
      accountNumber: z.string({ message: msg("Enter the account number") }).trim().regex(/^\d{6,20}$/, msg("Enter the account number (digits only)")),
      accountName: accountName(),
      currentPassword: currentPassword(),
    }),
  ],
  { message: msg("Choose mobile money or a bank account") },
);
export type PayoutDetailsInput = z.input<typeof payoutDetailsInputSchema>;
export type PayoutDetailsValues = z.output<typeof payoutDetailsInputSchema>;

/** The saved payout details as the API answers them: the number masked but for its last digits. */
export type PayoutDetails = z.output<typeof payoutDetailsSchema>;

/** GET and PUT /api/provider/settings/payout-details answer (PUT adds `message`). */
export type PayoutDetailsAnswer = z.output<typeof payoutDetailsAnswerSchema> & { message?: string };

/** One appointment paid in a payout. */
export type PayoutAppointment = z.output<typeof payoutAppointmentSchema>;
export type ProviderPayout = z.output<typeof providerPayoutSchema>;

export const PROVIDER_PAYOUTS_PAGE_SIZE = 10;

/** GET /api/providers/earnings?page= */
export const providerEarningsQuerySchema = z.object({
  page: z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(10_000, msg("Page is too far")).default(1),
});

/** GET /api/providers/earnings answer; amounts in cedis ("135.00"). */
export type ProviderEarnings = z.output<typeof providerEarningsSchema>;

/** The admin revenue page's payout figures, in cedis. */
export type PayoutTotals = z.output<typeof payoutTotalsSchema>;

/** GET /api/admin/revenue: the revenue figures with refunds and net, and the payouts made, failed and owed. */
export type AdminRevenueReport = z.output<typeof adminRevenueReportSchema>;

/** A payout's status as the provider reads it: claimed and sent are both still on their way. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  claimed: msg("Processing"),
  pending: msg("Processing"),
  success: msg("Paid"),
  failed: msg("Failed"),
  reversed: msg("Reversed"),
};

/** What the provider's payout details card and Earnings tab say (mfe-provider). */
export const PAYOUT_PROVIDER_TEXTS = {
  detailsDescription: msg("Where your 90% of each completed visit is paid, every Monday."),
  noDetails: msg("You have not added payout details yet."),
  noDetailsNotice: msg("Add your payout details to be paid. Until then your earnings are kept for you."),
  bankCodeHint: msg("Your bank's sort code, as printed on your cheque book or given by your branch"),
  noPayouts: msg("No payouts yet. Completed visits are paid out every Monday."),
  failed: msg("This payout did not go through. Its visits will be paid in the next run."),
  reversed: msg("This payout was returned by the payment provider. Its visits will be paid in the next run."),
  saveFailed: msg("Your payout details were not saved. Please try again."),
  passwordHint: msg("For your safety, changing where your earnings are paid needs your password."),
} as const;
