/**
 * /api/nhis-reports (docs/product-rules.md#licences-and-nhis): a patient's report of an NHIS charge on
 * a completed visit, and the administrators' list of them. The report row is the record: the audit log
 * holds administrators' changes only (its entries are signed by an administrator), so a patient's
 * report is kept in nhis_reports with who sent it and when, and never changed after.
 */
import { APPOINTMENT_MESSAGES } from "@gh/contracts/appointments/options";
import { requireUser } from "../../auth/guards.ts";
import { appointmentById } from "../../db/appointments.ts";
import { database } from "../../db/client.ts";
import { insertNhisReport, nhisReportById, nhisReportPage } from "../../db/nhis-reports.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { nhisReportsRoute, reportNhisChargeRoute } from "./routes.ts";

export const nhisReportsRoutes = declaredRoutes()
  .openapi(guarded(reportNhisChargeRoute, requireUser()), async (c) => {
    const db = database(c.env);
    const user = c.get("user");
    const { appointmentId, details } = c.req.valid("json");
    // Another patient's visit answers exactly like a missing one.
    const appointment = await appointmentById(db, appointmentId);
    if (!appointment || appointment.patientId !== user.id) throw notFound(APPOINTMENT_MESSAGES.notFound);
    if (appointment.status !== "completed") throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.nhisNotCompleted);
    // One report per visit: the unique index decides, even for two sent at once.
    const id = await insertNhisReport(db, { appointmentId, patientId: user.id, providerId: appointment.providerId, details }, Date.now());
    if (id === "already") throw new AppError(409, "conflict", APPOINTMENT_MESSAGES.nhisAlreadyReported);
    const report = await nhisReportById(db, id);
    if (!report) throw notFound(APPOINTMENT_MESSAGES.notFound);
    return c.json(report, 201);
  })
  .openapi(guarded(nhisReportsRoute, requireUser("admin")), async (c) => c.json(await nhisReportPage(database(c.env), c.req.valid("query").page), 200));
