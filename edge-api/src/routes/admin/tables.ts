/**
 * The admin tables: GET /api/admin/stats, /api/admin/{users,providers,reviews,appointments} (paged,
 * sorted, searched) and their streamed .csv. The admin guard is the sub-app's (index.ts).
 */
import type { AdminListQuery } from "@gh/contracts/admin";
import { ADMIN_CSV_COLUMNS, ADMIN_SEARCHABLE, csvFileName, type AdminAppointment, type AdminPage, type AdminReview, type AdminTable, type AdminUser } from "@gh/contracts/admin/options";
import type { AppointmentStatus, PaymentStatus } from "@gh/contracts/appointments/options";
import type { Role } from "@gh/contracts/auth";
import { LICENCE_TEXTS, REGULATOR_NAMES } from "@gh/contracts/licences/options";
import { pesewasToCedis } from "@gh/contracts/money";
import type { RefundStatus } from "@gh/contracts/refunds";
import { providerName } from "@gh/contracts/regions";
import type { Context } from "hono";
import { msg } from "@gh/contracts/msg";
import type { AdminProviderRow } from "../../db/admin-providers.ts";
import { adminList, adminStats, exportPages, ftsMatch } from "../../db/admin-tables.ts";
import type { AppEnv } from "../../env.ts";
import { csvResponse, type CsvCell } from "../../http/csv-stream.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { shownAccount } from "../../db/ussd-callers.ts";
import { adminStanding, nameParts, toAdminProvider } from "./admin-provider.ts";
import {
  appointmentsCsvRoute,
  appointmentsRoute,
  providersCsvRoute,
  providersRoute,
  reviewsCsvRoute,
  reviewsRoute,
  statsRoute,
  usersCsvRoute,
  usersRoute,
} from "./routes.ts";

/** Raw rows as the queries in db/admin-tables.ts select them (snake_case, 0/1 booleans, epoch ms). */
interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  created_at: number;
  phone?: string | null;
  email_verified?: number;
}
interface ReviewRow {
  id: number;
  provider_id: number;
  /** JSON [title, firstName, lastName]. */
  provider_name: string | null;
  patient_name: string;
  rating: number;
  comment: string;
  created_at: number;
  appointment_date?: number | null;
}
interface AppointmentRow {
  id: number;
  booking_code: string | null;
  patient_id: number;
  patient_name: string;
  provider_id: number;
  provider_name: string | null;
  starts_at: number;
  status: AppointmentStatus;
  payment_status: PaymentStatus;
  fee_pesewas: number;
  commission_pesewas: number;
  payout_pesewas: number;
  refund_status: RefundStatus | null;
  created_at?: number;
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** The licence standing as the CSV says it, in English like its other cells: "Verified for 2026". */
function licenceCell(row: AdminProviderRow): string {
  const standing = adminStanding(row);
  if (standing === "verified") return `Verified for ${row.licence_verified_for}`;
  return standing === "renewal_pending" ? LICENCE_TEXTS.renewalPending : LICENCE_TEXTS.pendingVerification;
}
const isoOrNull = (epochMs: number | null | undefined) => (epochMs === null || epochMs === undefined ? null : iso(epochMs));

/** "Dr. Kwame Mensah" from the JSON [title, first, last] a query hands back. */
function providerDisplayName(json: string | null): string {
  const [title = "", firstName = "", lastName = ""] = nameParts(json);
  return providerName({ title, user: { firstName, lastName } });
}

/** The row as the tables show its account: a phone-only patient as their number, with no address (db/ussd-callers.ts). */
function shownIdentity(row: UserRow): { firstName: string; lastName: string; email: string } {
  const shown = shownAccount({ firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone ?? null });
  return { ...shown, email: shown.email ?? "" };
}

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  ...shownIdentity(row),
  role: row.role,
  createdAt: iso(row.created_at),
});

const toAdminReview = (row: ReviewRow): AdminReview => ({
  id: row.id,
  providerId: row.provider_id,
  providerName: providerDisplayName(row.provider_name),
  patientName: row.patient_name,
  rating: row.rating,
  comment: row.comment,
  createdAt: iso(row.created_at),
});

const toAdminAppointment = (row: AppointmentRow): AdminAppointment => ({
  id: row.id,
  bookingCode: row.booking_code ?? "",
  patientId: row.patient_id,
  patientName: row.patient_name,
  providerId: row.provider_id,
  providerName: providerDisplayName(row.provider_name),
  appointmentDate: iso(row.starts_at),
  status: row.status,
  paymentStatus: row.payment_status,
  fee: pesewasToCedis(row.fee_pesewas),
  platformCommission: pesewasToCedis(row.commission_pesewas),
  providerPayout: pesewasToCedis(row.payout_pesewas),
  refundStatus: row.refund_status,
});

/** Each table's API row, and its CSV row (ADMIN_CSV_COLUMNS names the columns). */
const TABLE_FORMATS = {
  users: {
    toItem: toAdminUser,
    toCsv: (row: UserRow): CsvCell[] => {
      const shown = shownIdentity(row);
      return [row.id, `${shown.firstName} ${shown.lastName}`.trim(), shown.email, row.role, iso(row.created_at), row.phone ?? "", row.email_verified ? "Yes" : "No"];
    },
  },
  providers: {
    toItem: toAdminProvider,
    toCsv: (row: AdminProviderRow): CsvCell[] => {
      const [firstName = "", lastName = ""] = nameParts(row.names);
      return [
        row.id,
        providerName({ title: row.title, user: { firstName, lastName } }),
        row.email,
        row.specialty_name ?? row.specialty_id,
        row.location,
        row.city,
        row.region,
        pesewasToCedis(row.consultation_fee_pesewas),
        row.years_experience,
        licenceCell(row),
        row.accepts_nhis ? "Yes" : "No",
        row.review_count > 0 ? row.average_rating : "",
        row.review_count,
        row.appointment_count,
        row.phone ?? "",
        row.regulator ? REGULATOR_NAMES[row.regulator] : "",
        row.license_number ?? "",
        row.nhia_accreditation_number ?? "",
        iso(row.created_at),
      ];
    },
  },
  reviews: {
    toItem: toAdminReview,
    toCsv: (row: ReviewRow): CsvCell[] => [
      row.id,
      providerDisplayName(row.provider_name),
      row.rating,
      row.comment,
      iso(row.created_at),
      row.provider_id,
      row.patient_name,
      isoOrNull(row.appointment_date),
    ],
  },
  appointments: {
    toItem: toAdminAppointment,
    toCsv: (row: AppointmentRow): CsvCell[] => [
      row.id,
      row.patient_name,
      providerDisplayName(row.provider_name),
      iso(row.starts_at),
      row.status,
      row.payment_status,
      pesewasToCedis(row.fee_pesewas),
      pesewasToCedis(row.commission_pesewas),
      pesewasToCedis(row.payout_pesewas),
      row.patient_id,
      row.provider_id,
      isoOrNull(row.created_at),
      row.booking_code,
    ],
  },
} as const;

interface TableFormat<Row> {
  toCsv: (row: Row) => CsvCell[];
}
const formatOf = (table: AdminTable) => TABLE_FORMATS[table] as unknown as TableFormat<{ id: number }>;

/** A page of `table`'s rows as `toItem` makes them. */
async function listPage<Row, Item>(db: D1Database, table: AdminTable, query: AdminListQuery, toItem: (row: Row) => Item): Promise<AdminPage<Item>> {
  if (query.search && !ADMIN_SEARCHABLE.includes(table)) {
    throw new AppError(400, "validation_failed", msg("Some fields are missing or invalid"), { search: msg("The {table} table cannot be searched") }, undefined, { table });
  }
  // Text with nothing searchable in it (only punctuation) filters nothing.
  const match = query.search ? (ftsMatch(query.search) ?? undefined) : undefined;
  const { rows, total } = await adminList<Row>(db, table, { page: query.page, pageSize: query.pageSize, sort: query.sort, order: query.order, match });
  return { items: rows.map(toItem), total, page: query.page, pageSize: query.pageSize };
}

/** The whole table, a keyset page at a time, as a download named e.g. providers_2026-11-22.csv. */
function csvExport(c: Context<AppEnv>, table: AdminTable): Response {
  const format = formatOf(table);
  async function* csvPages() {
    for await (const rows of exportPages<{ id: number }>(c.env.DB, table)) yield rows.map(format.toCsv);
  }
  return csvResponse(c, csvFileName(table), ADMIN_CSV_COLUMNS[table], csvPages());
}

export const adminTablesRoutes = declaredRoutes()
  .openapi(statsRoute, async (c) => {
    const row = await adminStats(c.env.DB);
    return c.json(
      {
        users: row.users ?? 0,
        providers: row.providers ?? 0,
        reviews: row.reviews ?? 0,
        appointments: row.appointments ?? 0,
        paidAppointments: row.bookings,
        totalRevenue: pesewasToCedis(row.fee_pesewas),
        totalCommission: pesewasToCedis(row.commission_pesewas),
        totalPayouts: pesewasToCedis(row.payout_pesewas),
      },
      200,
    );
  })
  // Each table's page, then its export, table after table (the order they were always registered in).
  .openapi(usersRoute, async (c) => c.json(await listPage(c.env.DB, "users", c.req.valid("query"), TABLE_FORMATS.users.toItem), 200))
  .openapi(usersCsvRoute, (c) => csvExport(c, "users"))
  .openapi(providersRoute, async (c) => c.json(await listPage(c.env.DB, "providers", c.req.valid("query"), TABLE_FORMATS.providers.toItem), 200))
  .openapi(providersCsvRoute, (c) => csvExport(c, "providers"))
  .openapi(reviewsRoute, async (c) => c.json(await listPage(c.env.DB, "reviews", c.req.valid("query"), TABLE_FORMATS.reviews.toItem), 200))
  .openapi(reviewsCsvRoute, (c) => csvExport(c, "reviews"))
  .openapi(appointmentsRoute, async (c) => c.json(await listPage(c.env.DB, "appointments", c.req.valid("query"), TABLE_FORMATS.appointments.toItem), 200))
  .openapi(appointmentsCsvRoute, (c) => csvExport(c, "appointments"));
