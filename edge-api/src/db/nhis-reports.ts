/**
 * Patients' reports of an NHIS charge (docs/product-rules.md#licences-and-nhis), written once: one per
 * completed visit (the unique index nhis_reports_appointment_unique decides, even for two at once),
 * and the administrators' list, newest first, a page at a time off nhis_reports_created_idx.
 */
import { NHIS_REPORTS_PAGE_SIZE, type NhisReport, type NhisReportPage } from "@gh/contracts/licences/options";
import { providerName } from "@gh/contracts/regions";
import { isUniqueViolation, type Database } from "./client.ts";
import { nhisReports } from "./schema.ts";

export interface NewNhisReport {
  appointmentId: number;
  patientId: number;
  providerId: number;
  details: string;
}

/** The report as stored, or "already" when this visit was reported before (nothing written). */
export async function insertNhisReport(db: Database, report: NewNhisReport, now: number): Promise<number | "already"> {
  try {
    const [row] = await db
      .insert(nhisReports)
      .values({ ...report, createdAt: now })
      .returning({ id: nhisReports.id });
    if (!row) throw new Error("the NHIS report wrote no row");
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error, "nhis_reports.appointment_id")) return "already";
    throw error;
  }
}

/** A report with its visit and provider, as the page statement selects it (snake_case, epoch ms). */
interface ReportRow {
  id: number;
  appointment_id: number;
  booking_code: string | null;
  provider_id: number;
  provider_title: string;
  provider_first_name: string;
  provider_last_name: string;
  patient_id: number | null;
  patient_name: string;
  details: string;
  starts_at: number;
  created_at: number;
}

/**
 * The reports newest first (ties by id, which the index carries), with each one's visit (booking code,
 * patient's name as booked, slot) and provider, looked up by key for the page's rows only.
 */
const REPORT_COLUMNS =
  "r.id, r.appointment_id, a.booking_code, r.provider_id, p.title AS provider_title, u.first_name AS provider_first_name, u.last_name AS provider_last_name, " +
  "r.patient_id, a.patient_name, r.details, a.starts_at, r.created_at";
const REPORT_JOINS = "JOIN appointments a ON a.id = r.appointment_id JOIN providers p ON p.id = r.provider_id JOIN users u ON u.id = p.user_id";

/** The page's statement and the total's, in batch order (exported so a test can EXPLAIN them). */
export function nhisReportStatements(page: number) {
  return {
    page: {
      sql: `SELECT ${REPORT_COLUMNS} FROM nhis_reports r ${REPORT_JOINS} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      params: [NHIS_REPORTS_PAGE_SIZE, (page - 1) * NHIS_REPORTS_PAGE_SIZE],
    },
    // Reports come from patients' clicks on their own visits, not from traffic: counting them is cheap.
    total: { sql: "SELECT count(*) AS total FROM nhis_reports", params: [] },
  };
}

function toNhisReport(row: ReportRow): NhisReport {
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    bookingCode: row.booking_code ?? "",
    providerId: row.provider_id,
    providerName: providerName({ title: row.provider_title, user: { firstName: row.provider_first_name, lastName: row.provider_last_name } }),
    patientId: row.patient_id,
    patientName: row.patient_name,
    details: row.details,
    visitAt: new Date(row.starts_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One report by id, as administrators read it (the answer to its creation). */
export async function nhisReportById(db: Database, id: number): Promise<NhisReport | null> {
  const row = await db.$client.prepare(`SELECT ${REPORT_COLUMNS} FROM nhis_reports r ${REPORT_JOINS} WHERE r.id = ?`).bind(id).first<ReportRow>();
  return row ? toNhisReport(row) : null;
}

/** A page of reports, newest first, and how many there are, in one round trip. */
export async function nhisReportPage(db: Database, page: number): Promise<NhisReportPage> {
  const statements = nhisReportStatements(page);
  const [rows, counted] = await db.$client.batch([
    db.$client.prepare(statements.page.sql).bind(...statements.page.params),
    db.$client.prepare(statements.total.sql),
  ]);
  return {
    items: (rows!.results as ReportRow[]).map(toNhisReport),
    total: Number((counted!.results[0] as { total?: number } | undefined)?.total ?? 0),
    page,
    pageSize: NHIS_REPORTS_PAGE_SIZE,
  };
}
