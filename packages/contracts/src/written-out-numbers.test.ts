import { describe, expect, it } from "vitest";
import { ADMIN_SORT_PROBLEMS, adminListQuerySchema } from "./admin.ts";
import { ADMIN_PAGE_SIZE_MAX, ADMIN_SORTS } from "./admin-options.ts";
import { REFUND_REASON_LABELS } from "./admin-money-texts.ts";
import { CODE_LENGTH, EMERGENCY_LINE, EMERGENCY_NUMBERS, FEATURED_SEARCH_LIMIT, PASSWORD_MIN_PATIENT, PASSWORD_MIN_PROVIDER, passwordTooShort, SLOT_TIMES } from "./constants.ts";
import { formatSlotTime } from "./ghana-time.ts";
import { emailCodeSchema } from "./auth.ts";
import { featuredQuerySchema } from "./provider.ts";
import { FULL_REFUND_NOTICE_HOURS, REFUND_MESSAGES } from "./refunds.ts";
import { dayHoursProblem } from "./working-hours.ts";

/** A message is one literal text, so the constants it names are written out in it: these keep them in step. */
describe("numbers written out in messages", () => {
  it("say the constants they stand for", () => {
    expect(EMERGENCY_LINE).toContain(EMERGENCY_NUMBERS.general);
    expect(passwordTooShort(PASSWORD_MIN_PATIENT)).toBe(`Password must be at least ${PASSWORD_MIN_PATIENT} characters`);
    expect(passwordTooShort(PASSWORD_MIN_PROVIDER)).toBe(`Password must be at least ${PASSWORD_MIN_PROVIDER} characters`);
    expect(REFUND_MESSAGES.policy).toContain(`${FULL_REFUND_NOTICE_HOURS} hours`);
    expect(REFUND_MESSAGES.fullRefundOnCancel("150").message).toContain(`${FULL_REFUND_NOTICE_HOURS} hours`);
    expect(REFUND_MESSAGES.noRefundOnCancel("150").message).toContain(`${FULL_REFUND_NOTICE_HOURS} hours`);
    expect(REFUND_REASON_LABELS.patient_cancelled).toContain(`${FULL_REFUND_NOTICE_HOURS}+ hours`);
  });

  it("are the ones the schemas check", () => {
    const codeProblem = emailCodeSchema.safeParse({ email: "ama@example.com", code: "12" }).error?.issues[0]?.message;
    expect(codeProblem).toBe(`Enter the ${CODE_LENGTH}-digit code`);
    expect(featuredQuerySchema.safeParse({ limit: FEATURED_SEARCH_LIMIT + 1 }).error?.issues[0]?.message).toBe(`limit must be at most ${FEATURED_SEARCH_LIMIT}`);
    for (const table of ["users", "providers", "reviews", "appointments"] as const) {
      const query = adminListQuerySchema(table);
      expect(ADMIN_SORT_PROBLEMS[table]).toBe(`Sort by one of: ${ADMIN_SORTS[table].join(", ")}`);
      expect(query.safeParse({ pageSize: ADMIN_PAGE_SIZE_MAX + 1 }).error?.issues[0]?.message).toBe(`Page size must be at most ${ADMIN_PAGE_SIZE_MAX}`);
    }
  });

  it("name the bookable day's first slot and last slot's end", () => {
    const first = formatSlotTime(SLOT_TIMES[0]);
    const [hours, minutes] = SLOT_TIMES[SLOT_TIMES.length - 1]!.split(":").map(Number);
    const lastEnd = formatSlotTime(`${String(hours! + (minutes! + 30 >= 60 ? 1 : 0)).padStart(2, "0")}:${String((minutes! + 30) % 60).padStart(2, "0")}`);
    expect(dayHoursProblem("monday", "6:00 AM - 7:00 AM")).toBe(`Monday's hours must include bookable time between ${first} and ${lastEnd}`);
  });
});
