/**
 * Reports of an NHIS charge (docs/product-rules.md#licences-and-nhis), declared once
 * (docs/architecture.md#api-hono-on-workers): a patient reports being charged for an NHIS-covered
 * service on a completed visit; administrators read the reports. The handlers are in index.ts.
 * Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { appointmentIdParamSchema } from "@gh/contracts/appointments";
import { nhisReportPageSchema, nhisReportSchema as nhisReportAnswerSchema } from "@gh/contracts/answers/licences";
import { nhisReportSchema, nhisReportsQuerySchema } from "@gh/contracts/licences";
import { NHIS_REPORTS_PAGE_SIZE } from "@gh/contracts/licences/options";
import { createRoute } from "@hono/zod-openapi";
import { BODY_REFUSALS, errorAnswer, INVALID_INPUT, jsonAnswer, jsonBody, SIGNED_IN, SIGNED_OUT, STORAGE_DOWN } from "../../http/openapi-answers.ts";

/** POST /api/nhis-reports: the visit reported and what the patient was charged for. */
const nhisReportInputSchema = nhisReportSchema.extend({ appointmentId: appointmentIdParamSchema.shape.id });

const nhisReport = nhisReportAnswerSchema.openapi("NhisReport");

export const reportNhisChargeRoute = createRoute({
  method: "post",
  path: "/",
  tags: ["Appointments"],
  summary: "Report being charged for an NHIS-covered service on a completed visit",
  description:
    "Role: the appointment's patient (any other account finds no such appointment). Once per visit, and only once it is completed. " +
    "The report reaches administrators (GET /api/nhis-reports), never the public or the provider; the patient's appointment answers then say `nhisReported: true`.",
  security: SIGNED_IN,
  request: { body: jsonBody(nhisReportInputSchema) },
  responses: {
    201: jsonAnswer(nhisReport, "The report as administrators read it."),
    ...BODY_REFUSALS,
    400: errorAnswer("`appointmentId` is not a positive whole number, or `details` is empty or over 1000 characters once trimmed (code `validation_failed`); the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    404: errorAnswer("No appointment of yours has this id: another patient's answers the same (code `not_found`)."),
    409: errorAnswer("The visit is not completed, or an NHIS charge was already reported for it (code `conflict`)."),
  },
});

export const nhisReportsRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["Administration"],
  summary: "Patients' reports of NHIS charges, newest first",
  description: `Role: admin. Without a session 401; a patient's or a provider's session 403. ${NHIS_REPORTS_PAGE_SIZE} reports a page.`,
  security: SIGNED_IN,
  request: { query: nhisReportsQuerySchema },
  responses: {
    200: jsonAnswer(nhisReportPageSchema.extend({ items: nhisReport.array() }).openapi("NhisReportPage"), "The page asked for and the total."),
    400: INVALID_INPUT,
    401: SIGNED_OUT,
    403: errorAnswer("Refused (code `forbidden`): the account signed in is not an administrator's."),
    503: STORAGE_DOWN,
  },
});
