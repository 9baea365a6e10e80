/**
 * The administrator's routes, declared once (docs/architecture.md#api-hono-on-workers): the tables
 * and their CSV exports, provider management, the licence verification queue, refunds, revenue and the audit log. Every one needs an
 * administrator's session: the admin sub-app's one guard (index.ts) answers 401 without a session
 * and 403 to patients and providers before any validation. Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { adminListQuerySchema, adminProviderEditSchema } from "@gh/contracts/admin";
import { ADMIN_CSV_COLUMNS, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX, ADMIN_SEARCHABLE, REVENUE_CSV_COLUMNS, type AdminTable } from "@gh/contracts/admin/options";
import {
  adminAppointmentSchema,
  adminPageSchema,
  adminProviderSchema,
  adminRefundListSchema,
  adminRefundSchema,
  adminReviewSchema,
  adminRevenueReportSchema,
  adminStatsSchema,
  adminUserSchema,
  auditEntrySchema,
  providerDeletionPreviewSchema,
  providerDeletionSchema,
} from "@gh/contracts/answers/admin";
import { adminLicenceSchema, licenceQueueSchema } from "@gh/contracts/answers/licences";
import { licenceApprovalSchema, licenceQueueQuerySchema, licenceRejectionSchema } from "@gh/contracts/licences";
import { LICENCE_QUEUE_PAGE_SIZE } from "@gh/contracts/licences/options";
import { providerIdParamSchema } from "@gh/contracts/providers";
import { REFUND_STATUSES } from "@gh/contracts/refunds";
import { msg } from "@gh/contracts/msg";
import { createRoute, z } from "@hono/zod-openapi";
import { CHANGE_REFUSALS, errorAnswer, forbidden, INVALID_INPUT, jsonAnswer, jsonBody, NOT_JSON, SIGNED_IN, SIGNED_OUT, STORAGE_DOWN, TOO_LARGE } from "../../http/openapi-answers.ts";

const tags = ["Administration"];
const security = SIGNED_IN;
const ROLE = "Role: admin. Without a session 401; a patient's or a provider's session 403.";

const NOT_AN_ADMIN = "the account signed in is not an administrator's";
/** A read refused: no session, another role, the stores. */
const READ_REFUSALS = { 401: SIGNED_OUT, 403: errorAnswer(`Refused (code \`forbidden\`): ${NOT_AN_ADMIN}.`), 503: STORAGE_DOWN } as const;
/** A read with a query or a path parameter, which may be invalid too. */
const PARAM_READ_REFUSALS = { 400: INVALID_INPUT, ...READ_REFUSALS } as const;
/** A change with only a path: another site's page, its body's size, the stores, a bad id, no session, another role. */
const ADMIN_CHANGE_REFUSALS = { ...CHANGE_REFUSALS, 401: SIGNED_OUT, 403: forbidden(NOT_AN_ADMIN) } as const;

const adminUser = adminUserSchema.openapi("AdminUser");
const adminProvider = adminProviderSchema.openapi("AdminProvider");
const adminReview = adminReviewSchema.openapi("AdminReview");
const adminAppointment = adminAppointmentSchema.openapi("AdminAppointment");
const adminRefund = adminRefundSchema.openapi("AdminRefund");
const NO_SUCH_PROVIDER = errorAnswer("No provider has this id, or its account is not a provider's (code `not_found`).");

/** A streamed CSV download named `{name}_{YYYY-MM-DD}.csv` with these columns (docs/product-rules.md#admin-and-exports). */
function csvAnswer(name: string, columns: readonly string[]) {
  return {
    description: `Columns: ${columns.join(", ")}. UTF-8 with a byte order mark, CRLF lines, the header row first; a cell a spreadsheet would run as a formula is defused.`,
    content: { "text/csv": { schema: z.string() } },
    headers: z.object({
      "Content-Disposition": z.string().describe(`\`attachment; filename="${name}_YYYY-MM-DD.csv"\`, dated today (Ghana is UTC).`),
      "Cache-Control": z.string().describe("`no-store`."),
    }),
  };
}

// The four tables: a page (sorted, and for Users and Providers searched) and the whole table as CSV.

function tableRoute<Table extends AdminTable, Item extends z.ZodType>(table: Table, item: Item, name: string, rows: string) {
  const searchable = ADMIN_SEARCHABLE.includes(table);
  return createRoute({
    method: "get",
    path: `/${table}` as const,
    tags,
    security,
    summary: `A page of the ${table} table`,
    description:
      `${ROLE} Sorted by \`sort\` in \`order\` (newest first by default), ${ADMIN_PAGE_SIZE} rows a page unless \`pageSize\` (at most ${ADMIN_PAGE_SIZE_MAX}) says otherwise. ` +
      (searchable ? "`search` finds rows by their full-text index." : "This table cannot be searched: a non-empty `search` is refused 400 (in `error.fields.search`)."),
    request: { query: adminListQuerySchema(table) },
    responses: { 200: jsonAnswer(adminPageSchema(item).openapi(name), rows), ...PARAM_READ_REFUSALS },
  });
}

function tableCsvRoute<Table extends AdminTable>(table: Table) {
  return createRoute({
    method: "get",
    path: `/${table}.csv` as const,
    tags,
    security,
    summary: `The whole ${table} table as a CSV download`,
    description: `${ROLE} Streamed a page of rows at a time, oldest first (by id).`,
    responses: { 200: csvAnswer(table, ADMIN_CSV_COLUMNS[table]), ...READ_REFUSALS },
  });
}

export const revenueRoute = createRoute({
  method: "get",
  path: "/revenue",
  tags,
  security,
  summary: "The Revenue Dashboard's figures",
  description: `${ROLE} From paid appointments as fixed at booking: totals, the last 12 months, the latest paid bookings, refunds and net, and provider payouts.`,
  responses: { 200: jsonAnswer(adminRevenueReportSchema.openapi("AdminRevenueReport"), "The report."), ...READ_REFUSALS },
});

export const revenueCsvRoute = createRoute({
  method: "get",
  path: "/revenue.csv",
  tags,
  security,
  summary: "The revenue report as a CSV download",
  description: `${ROLE} One row a month for the last 12 months, oldest first, then their total; amounts in cedis as plain numbers a spreadsheet can add.`,
  responses: { 200: csvAnswer("revenue", REVENUE_CSV_COLUMNS), ...READ_REFUSALS },
});

export const updateProviderRoute = createRoute({
  method: "put",
  path: "/providers/{id}",
  tags,
  security,
  summary: "Edit a provider (audited)",
  description:
    `${ROLE} The edit dialog's fields, each with the provider's own edit's rule; fields left out stay as they are. ` +
    "A new specialty must be one the admin list offers (the current one may stay). Only what changed is written, with an audit entry in the same batch.",
  request: { params: providerIdParamSchema, body: jsonBody(adminProviderEditSchema.openapi("AdminProviderEdit")) },
  responses: {
    200: jsonAnswer(adminProvider, "The provider as it now is (unchanged when nothing differed)."),
    400: errorAnswer(
      "The id is not a number, a field is missing or invalid, or the specialty is not offered (code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    403: forbidden(NOT_AN_ADMIN),
    404: NO_SUCH_PROVIDER,
    409: errorAnswer("Another account already has this e-mail address (code `conflict`; `error.fields.email`)."),
    413: TOO_LARGE,
    415: NOT_JSON,
    503: STORAGE_DOWN,
  },
});

export const deletionPreviewRoute = createRoute({
  method: "get",
  path: "/providers/{id}/deletion",
  tags,
  security,
  summary: "What deleting a provider would remove",
  description: `${ROLE} For the confirmation dialog: their appointments (how many are still to come) and reviews.`,
  request: { params: providerIdParamSchema },
  responses: { 200: jsonAnswer(providerDeletionPreviewSchema.openapi("AdminProviderDeletionPreview"), "The counts."), ...PARAM_READ_REFUSALS, 404: NO_SUCH_PROVIDER },
});

export const deleteProviderRoute = createRoute({
  method: "delete",
  path: "/providers/{id}",
  tags,
  security,
  summary: "Delete a provider and their account (audited)",
  description:
    `${ROLE} Removes the profile, its appointments and reviews and the user account; patients with a visit to come are told, and every paid visit that will not happen is refunded in full. ` +
    "Payment records stay for accounting.",
  request: { params: providerIdParamSchema },
  responses: { 200: jsonAnswer(providerDeletionSchema.openapi("AdminProviderDeletion"), "What was removed, and the toast's title."), ...ADMIN_CHANGE_REFUSALS, 404: NO_SUCH_PROVIDER },
});

/** An empty query value counts as absent (its default). */
const blankIsAbsent = <Field extends z.ZodType>(field: Field) => z.preprocess((value) => (value === "" ? undefined : value), field);
const pageNumber = () =>
  z.coerce.number({ message: msg("Page must be a whole number") }).int(msg("Page must be a whole number")).min(1, msg("Page must be 1 or more")).max(100_000, msg("Page is too far")).default(1);

export const auditRoute = createRoute({
  method: "get",
  path: "/audit",
  tags,
  security,
  summary: "The audit log: every administrator's change, newest first",
  description: `${ROLE} ${ADMIN_PAGE_SIZE} entries a page.`,
  request: { query: z.object({ page: blankIsAbsent(pageNumber()) }) },
  responses: { 200: jsonAnswer(adminPageSchema(auditEntrySchema.openapi("AdminAuditEntry")).openapi("AdminAuditPage"), "The page asked for and the total."), ...PARAM_READ_REFUSALS },
});

/** A refund's or an appointment's id in the path. */
const idParamSchema = z.object({
  id: z.coerce.number({ message: msg("Id must be a number") }).int(msg("Id must be a whole number")).positive(msg("Id must be positive")),
});

export const refundsRoute = createRoute({
  method: "get",
  path: "/refunds",
  tags,
  security,
  summary: "Refunds of one status, newest first",
  description: `${ROLE} Failed ones by default: those waiting for an administrator's Retry (docs/product-rules.md#refunds).`,
  request: {
    query: z.object({
      // translators: pending, processed and failed are the words the address takes: keep them as they are
      status: blankIsAbsent(z.enum(REFUND_STATUSES, { message: msg("Status must be pending, processed or failed") }).default("failed")),
      page: pageNumber(),
    }),
  },
  responses: { 200: jsonAnswer(adminRefundListSchema.extend({ items: z.array(adminRefund) }).openapi("AdminRefundList"), "The page asked for and how many have this status."), ...PARAM_READ_REFUSALS },
});

const REFUND_ANSWER = "The refund as it now stands: the gateway has been asked again, and its answer is in `status` and `failureReason`.";

export const retryRefundRoute = createRoute({
  method: "post",
  path: "/refunds/{id}/retry",
  tags,
  security,
  summary: "Ask the gateway again for a failed refund (audited)",
  description: `${ROLE} No body.`,
  request: { params: idParamSchema },
  responses: {
    200: jsonAnswer(adminRefund, REFUND_ANSWER),
    ...ADMIN_CHANGE_REFUSALS,
    404: errorAnswer("No refund has this id (code `not_found`)."),
    409: errorAnswer("The refund is already processed or on its way (code `conflict`)."),
  },
});

export const refundAppointmentRoute = createRoute({
  method: "post",
  path: "/appointments/{id}/refund",
  tags,
  security,
  summary: "Refund a cancelled, paid appointment (audited)",
  description: `${ROLE} No body. For a paid visit that was cancelled without an automatic refund (a late cancellation by the patient): refunded in full.`,
  request: { params: idParamSchema },
  responses: {
    201: jsonAnswer(adminRefund, "The new refund; the gateway has been asked, and its answer is in `status` and `failureReason`."),
    ...ADMIN_CHANGE_REFUSALS,
    404: errorAnswer("No appointment has this id (code `not_found`)."),
    409: errorAnswer("Nothing to refund (code `conflict`): the appointment was not paid, is not cancelled, is a completed visit, or its payment already has a refund."),
  },
});

export const statsRoute = createRoute({
  method: "get",
  path: "/stats",
  tags,
  security,
  summary: "The dashboard's counters and money totals",
  description: ROLE,
  responses: { 200: jsonAnswer(adminStatsSchema.openapi("AdminStats"), "Rows in each table, paid appointments and their money."), ...READ_REFUSALS },
});

export const usersRoute = tableRoute("users", adminUser, "AdminUserPage", "Users: ID, name, e-mail, role, created.");
export const usersCsvRoute = tableCsvRoute("users");
export const providersRoute = tableRoute("providers", adminProvider, "AdminProviderPage", "Providers with their practice, fee, verification, rating and appointment count.");
export const providersCsvRoute = tableCsvRoute("providers");
export const reviewsRoute = tableRoute("reviews", adminReview, "AdminReviewPage", "Reviews: provider, patient, rating out of 5, comment, date.");
export const reviewsCsvRoute = tableCsvRoute("reviews");
export const appointmentsRoute = tableRoute("appointments", adminAppointment, "AdminAppointmentPage", "Appointments with their status, payment, money split and refund.");
export const appointmentsCsvRoute = tableCsvRoute("appointments");

// The licence verification queue (docs/product-rules.md#licences-and-nhis).

const adminLicence = adminLicenceSchema.openapi("AdminLicence");
const NO_SUCH_LICENCE = errorAnswer("No licence has this id (code `not_found`).");
const NOT_WAITING = errorAnswer("The licence is no longer waiting for review: it was approved or rejected already (code `conflict`).");
/** A decision's refusals: its body, another site's page, no session, another role, the stores, a missing licence, one already decided. */
const DECISION_REFUSALS = { 401: SIGNED_OUT, 403: forbidden(NOT_AN_ADMIN), 404: NO_SUCH_LICENCE, 409: NOT_WAITING, 413: TOO_LARGE, 415: NOT_JSON, 503: STORAGE_DOWN } as const;

export const licenceQueueRoute = createRoute({
  method: "get",
  path: "/licences",
  tags,
  security,
  summary: "The licence verification queue: licences of one status",
  description:
    `${ROLE} Waiting ones (\`status=pending\`, the default) oldest first, in the order they were sent; approved and rejected ones newest first. ` +
    `${LICENCE_QUEUE_PAGE_SIZE} a page. Each licence comes with what its provider's profile says, beside what they entered; its document is at \`documentUrl\`.`,
  request: { query: licenceQueueQuerySchema },
  responses: { 200: jsonAnswer(licenceQueueSchema.extend({ items: z.array(adminLicence) }).openapi("LicenceQueue"), "The page asked for and how many have this status."), ...PARAM_READ_REFUSALS },
});

export const approveLicenceRoute = createRoute({
  method: "post",
  path: "/licences/{id}/approve",
  tags,
  security,
  summary: "Approve a waiting licence for a year (audited)",
  description:
    `${ROLE} \`year\` is the current year, or from 1 December also the next. Approved for the current year, the provider is verified for it at once (the Verified Provider badge; a provider never approved before starts taking bookings); ` +
    "approved for next year, the 1 January run applies it. The provider is told by e-mail, and SMS to their verified phone.",
  request: { params: idParamSchema, body: jsonBody(licenceApprovalSchema.openapi("LicenceApproval")) },
  responses: {
    200: jsonAnswer(adminLicence, "The licence, approved."),
    400: errorAnswer("The id is not a number, or `year` is missing or neither this year nor (from 1 December) the next (code `validation_failed`, `error.fields.year`), or the body is not JSON (code `bad_request`)."),
    ...DECISION_REFUSALS,
  },
});

export const rejectLicenceRoute = createRoute({
  method: "post",
  path: "/licences/{id}/reject",
  tags,
  security,
  summary: "Reject a waiting licence with a reason (audited)",
  description: `${ROLE} The provider is told the reason (e-mail, and SMS to their verified phone) and may upload again; their standing does not change.`,
  request: { params: idParamSchema, body: jsonBody(licenceRejectionSchema.openapi("LicenceRejection")) },
  responses: {
    200: jsonAnswer(adminLicence, "The licence, rejected."),
    400: errorAnswer("The id is not a number, or `reason` is missing or longer than 500 characters (code `validation_failed`, `error.fields.reason`), or the body is not JSON (code `bad_request`)."),
    ...DECISION_REFUSALS,
  },
});
