/**
 * The admin tables' queries (docs/product-rules.md#admin-and-exports): counters, paged and sorted pages, full-text search and the
 * keyset pages a CSV export reads. Raw SQL on the D1 binding, because the shape of each page matters
 * at 100,000 rows and every statement is EXPLAINed by a test:
 * - a page walks one index in the requested order (SQLite closes every index with the rowid, so
 *   `ORDER BY <col>, id` needs no sort) and stops after LIMIT; the columns shown, names and counts
 *   are scalar subqueries in the select list, which SQLite evaluates after OFFSET, for the page's
 *   rows only;
 * - totals come from row_counts (kept by triggers) and never count a big table;
 * - search goes through the FTS5 tables user_search / provider_search, never LIKE '%…%'.
 */
import { ADMIN_SEARCHABLE, type AdminSort, type AdminTable } from "@gh/contracts/admin/options";
import type { Regulator } from "@gh/contracts/licences/options";

export interface Statement {
  sql: string;
  params: (string | number)[];
}

export interface AdminListParams {
  page: number;
  pageSize: number;
  sort: string;
  order: "asc" | "desc";
  /** An FTS5 MATCH expression (ftsMatch), only for the searchable tables. */
  match?: string;
}

/**
 * Tokens of the admin's search text, each a quoted prefix, all required: "kwa accra" finds
 * "Kwame … Accra". Only letters and digits survive (what the unicode61 tokenizer indexes), so no
 * input can break the MATCH syntax; null when nothing searchable is left.
 */
export function ftsMatch(search: string): string | null {
  const tokens = search.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean).slice(0, 10);
  return tokens.length ? tokens.map((token) => `"${token}"*`).join(" AND ") : null;
}

/** What the page query reads (alias, FROM clause) and in what order, per table and sort. */
interface SortPlan {
  from: string;
  /** ORDER BY terms, each followed by the requested direction. */
  keys: string[];
  /** The provider's name sorts: the plan walks users_name_idx and needs `u` joined on the search path too. */
  byProviderName?: boolean;
}

/** Walk users in name order (users_name_idx) and reach the provider through providers_user_unique. */
const PROVIDERS_BY_NAME = "users u CROSS JOIN providers p ON p.user_id = u.id";
const NAME_KEYS = ["u.first_name", "u.last_name", "u.id"];

const TABLES = {
  users: { alias: "u", base: "users u", fts: "user_search" },
  providers: { alias: "p", base: "providers p", fts: "provider_search" },
  reviews: { alias: "r", base: "reviews r", fts: null },
  appointments: { alias: "a", base: "appointments a", fts: null },
} as const satisfies Record<AdminTable, { alias: string; base: string; fts: string | null }>;

// Each plan is backed by the index named beside it; ties go to the id in the same direction.
const SORT_PLANS: { [Table in AdminTable]: Record<AdminSort<Table>, SortPlan> } = {
  users: {
    id: { from: "users u", keys: ["u.id"] },
    name: { from: "users u", keys: NAME_KEYS }, // users_name_idx
    email: { from: "users u", keys: ["u.email", "u.id"] }, // users_email_unique
    role: { from: "users u", keys: ["u.role", "u.id"] }, // users_role_idx
    createdAt: { from: "users u", keys: ["u.created_at", "u.id"] }, // users_created_idx
  },
  providers: {
    id: { from: "providers p", keys: ["p.id"] },
    name: { from: PROVIDERS_BY_NAME, keys: NAME_KEYS, byProviderName: true },
    specialty: { from: "providers p", keys: ["p.specialty_id", "p.id"] }, // providers_specialty_idx
    location: { from: "providers p", keys: ["p.location", "p.id"] }, // providers_location_idx
    fee: { from: "providers p", keys: ["p.consultation_fee_pesewas", "p.id"] }, // providers_fee_idx
    experience: { from: "providers p", keys: ["p.years_experience", "p.id"] }, // providers_experience_idx
    verified: { from: "providers p", keys: ["p.is_verified", "p.id"] }, // providers_verified_idx
    createdAt: { from: "providers p", keys: ["p.created_at", "p.id"] }, // providers_created_idx
  },
  reviews: {
    id: { from: "reviews r", keys: ["r.id"] },
    // By the provider's name, then each provider's reviews by date (reviews_provider_idx).
    provider: { from: `${PROVIDERS_BY_NAME} CROSS JOIN reviews r ON r.provider_id = p.id`, keys: [...NAME_KEYS, "r.created_at", "r.id"], byProviderName: true },
    rating: { from: "reviews r", keys: ["r.rating", "r.id"] }, // reviews_rating_idx
    date: { from: "reviews r", keys: ["r.created_at", "r.id"] }, // reviews_created_idx
  },
  appointments: {
    id: { from: "appointments a", keys: ["a.id"] },
    patient: { from: "appointments a", keys: ["a.patient_name", "a.id"] }, // appointments_patient_name_idx
    // By the provider's name, then each provider's visits by slot (appointments_provider_idx).
    provider: { from: `${PROVIDERS_BY_NAME} CROSS JOIN appointments a ON a.provider_id = p.id`, keys: [...NAME_KEYS, "a.starts_at", "a.id"], byProviderName: true },
    date: { from: "appointments a", keys: ["a.starts_at", "a.id"] }, // appointments_starts_idx
    status: { from: "appointments a", keys: ["a.status", "a.starts_at", "a.id"] }, // appointments_status_idx
  },
};

/** "Dr", first and last name of the row's provider, as JSON (one lookup per page row). */
const providerNameParts = (providerId: string) =>
  `(SELECT json_array(np.title, nu.first_name, nu.last_name) FROM providers np JOIN users nu ON nu.id = np.user_id WHERE np.id = ${providerId})`;

/** The columns each table's rows carry (admin-options.ts row types), computed for the page's rows only. */
const SELECT = {
  // The phone stands in for a phone-only patient's name and address (routes/admin/tables.ts).
  users: "u.id, u.first_name, u.last_name, u.email, u.phone, u.role, u.created_at",
  providers:
    "p.id, p.title, (SELECT json_array(pu.first_name, pu.last_name) FROM users pu WHERE pu.id = p.user_id) AS names, p.email, p.specialty_id, " +
    "p.location, p.city, p.region, p.years_experience, p.consultation_fee_pesewas, p.is_verified, p.licence_verified_for, p.regulator, p.accepts_nhis, " +
    "p.nhia_accreditation_number, p.bio, p.average_rating, p.review_count, p.created_at, " +
    "(SELECT count(*) FROM appointments pa WHERE pa.provider_id = p.id) AS appointment_count",
  reviews: `r.id, r.provider_id, ${providerNameParts("r.provider_id")} AS provider_name, r.patient_name, r.rating, r.comment, r.created_at`,
  appointments:
    `a.id, a.booking_code, a.patient_id, a.patient_name, a.provider_id, ${providerNameParts("a.provider_id")} AS provider_name, a.starts_at, a.status, a.payment_status, ` +
    "a.fee_pesewas, a.commission_pesewas, a.payout_pesewas, " +
    // The booking's own refund, if any (one per payment: the unique payment-reference index answers it).
    "(SELECT rf.status FROM refunds rf WHERE rf.payment_reference = a.transaction_id) AS refund_status",
} as const satisfies Record<AdminTable, string>;

/** A provider as the admin tables show it (admin-providers.ts's AdminProviderRow), alias p. */
export const ADMIN_PROVIDER_COLUMNS = SELECT.providers;

/** The licence and NHIS columns of ADMIN_PROVIDER_COLUMNS, as SQLite hands them back (0/1 booleans). */
export interface AdminProviderLicenceColumns {
  licence_verified_for: number | null;
  regulator: Regulator | null;
  accepts_nhis: number;
  nhia_accreditation_number: string | null;
}

const orderBy = (keys: readonly string[], order: "asc" | "desc") => keys.map((key) => `${key} ${order.toUpperCase()}`).join(", ");

function sortPlan(table: AdminTable, sort: string): SortPlan {
  const plan = (SORT_PLANS[table] as Record<string, SortPlan>)[sort];
  if (!plan) throw new Error(`no sort plan for ${table}.${sort}`);
  return plan;
}

/**
 * A page without search: one walk of the sort's index. The constant guard skips the walk entirely
 * when the page starts past the last row, so a far-off page number never reads a whole index.
 */
function pageStatement(table: AdminTable, params: AdminListParams): Statement {
  const plan = sortPlan(table, params.sort);
  const offset = (params.page - 1) * params.pageSize;
  const pastTheEnd = "? < (SELECT count FROM row_counts WHERE table_name = ?)";
  if (params.sort === "id") {
    // By id, the page's ids are found first and only then their rows: the id walk then needs only
    // ids, so SQLite takes the narrowest b-tree in id order (an index on id, when there is one,
    // instead of the wide table rows), and the rows are read for the page alone.
    const { alias, base } = TABLES[table];
    const pageIds = `SELECT ids.id FROM ${table} ids WHERE ${pastTheEnd} ORDER BY ${orderBy(["ids.id"], params.order)} LIMIT ? OFFSET ?`;
    return {
      sql: `SELECT ${SELECT[table]} FROM ${base} WHERE ${alias}.id IN (${pageIds}) ORDER BY ${orderBy(plan.keys, params.order)}`,
      params: [offset, table, params.pageSize, offset],
    };
  }
  return {
    sql: `SELECT ${SELECT[table]} FROM ${plan.from} WHERE ${pastTheEnd} ORDER BY ${orderBy(plan.keys, params.order)} LIMIT ? OFFSET ?`,
    params: [offset, table, params.pageSize, offset],
  };
}

/**
 * A searched page: the matches come from the FTS5 index, are ordered (by rowid FTS5 hands them in
 * order; any other sort needs a temporary b-tree over the matches, acceptable here because it
 * is bounded by what matched, never the table) and cut to the page's ids; only then are the page's
 * rows read with their names and counts, and put back in order (a sort of at most one page).
 */
function searchPageStatement(table: "users" | "providers", params: AdminListParams & { match: string }): Statement {
  const { alias, base, fts } = TABLES[table];
  const plan = sortPlan(table, params.sort);
  const userJoin = plan.byProviderName ? " JOIN users u ON u.id = p.user_id" : "";
  const matchKeys = params.sort === "id" ? [`${fts}.rowid`] : plan.keys;
  const pageIds =
    `SELECT ${alias}.id FROM ${fts} JOIN ${base} ON ${alias}.id = ${fts}.rowid${userJoin} WHERE ${fts} MATCH ? ` +
    `ORDER BY ${orderBy(matchKeys, params.order)} LIMIT ? OFFSET ?`;
  return {
    sql: `SELECT ${SELECT[table]} FROM ${base}${userJoin} WHERE ${alias}.id IN (${pageIds}) ORDER BY ${orderBy(plan.keys, params.order)}`,
    params: [params.match, params.pageSize, (params.page - 1) * params.pageSize],
  };
}

/** The page and its total, in batch order (exported so a test can EXPLAIN each one). */
export function adminListStatements(table: AdminTable, params: AdminListParams): [page: Statement, total: Statement] {
  const fts = TABLES[table].fts;
  if (params.match !== undefined && fts && ADMIN_SEARCHABLE.includes(table)) {
    return [
      searchPageStatement(table as "users" | "providers", { ...params, match: params.match }),
      { sql: `SELECT count(*) AS total FROM ${fts} WHERE ${fts} MATCH ?`, params: [params.match] },
    ];
  }
  return [pageStatement(table, params), { sql: "SELECT count AS total FROM row_counts WHERE table_name = ?", params: [table] }];
}

/** A page of raw rows and the total, in one D1 round trip. */
export async function adminList<Row>(db: D1Database, table: AdminTable, params: AdminListParams): Promise<{ rows: Row[]; total: number }> {
  const [page, total] = adminListStatements(table, params);
  const [rows, counted] = await db.batch([db.prepare(page.sql).bind(...page.params), db.prepare(total.sql).bind(...total.params)]);
  return { rows: rows!.results as Row[], total: Number((counted!.results[0] as { total?: number } | undefined)?.total ?? 0) };
}

export const STATS_SQL =
  "SELECT (SELECT count FROM row_counts WHERE table_name = 'users') AS users, " +
  "(SELECT count FROM row_counts WHERE table_name = 'providers') AS providers, " +
  "(SELECT count FROM row_counts WHERE table_name = 'reviews') AS reviews, " +
  "(SELECT count FROM row_counts WHERE table_name = 'appointments') AS appointments, " +
  "m.bookings, m.fee_pesewas, m.commission_pesewas, m.payout_pesewas " +
  // revenue_months has one row per month: a handful of rows, never the appointments.
  "FROM (SELECT coalesce(sum(bookings), 0) AS bookings, coalesce(sum(fee_pesewas), 0) AS fee_pesewas, " +
  "coalesce(sum(commission_pesewas), 0) AS commission_pesewas, coalesce(sum(payout_pesewas), 0) AS payout_pesewas FROM revenue_months) m";

export interface StatsRow {
  users: number | null;
  providers: number | null;
  reviews: number | null;
  appointments: number | null;
  bookings: number;
  fee_pesewas: number;
  commission_pesewas: number;
  payout_pesewas: number;
}

/** The admin counters and revenue totals: one statement, one round trip. */
export async function adminStats(db: D1Database): Promise<StatsRow> {
  const row = await db.prepare(STATS_SQL).first<StatsRow>();
  return row ?? { users: 0, providers: 0, reviews: 0, appointments: 0, bookings: 0, fee_pesewas: 0, commission_pesewas: 0, payout_pesewas: 0 };
}

/** Rows per keyset page of a CSV export: big enough for few round trips, small enough to stay light. */
export const EXPORT_PAGE_ROWS = 1000;

/** What a CSV export reads of each table: the tab's columns and the useful extras. */
const EXPORT_SELECT = {
  users: "u.id, u.first_name, u.last_name, u.email, u.phone, u.role, u.email_verified, u.created_at",
  providers:
    `${SELECT.providers}, (SELECT s.name FROM specialties s WHERE s.id = p.specialty_id) AS specialty_name, p.license_number, p.phone`,
  reviews: `${SELECT.reviews}, r.appointment_date`,
  appointments: `${SELECT.appointments}, a.created_at`,
} as const satisfies Record<AdminTable, string>;

/** One keyset page of an export: the rows after `afterId`, by id (the primary key, no OFFSET). */
export function exportPageStatement(table: AdminTable, afterId: number, limit = EXPORT_PAGE_ROWS): Statement {
  const { alias, base } = TABLES[table];
  return { sql: `SELECT ${EXPORT_SELECT[table]} FROM ${base} WHERE ${alias}.id > ? ORDER BY ${alias}.id LIMIT ?`, params: [afterId, limit] };
}

/** Every row of the table, a keyset page at a time, so the whole table is never in memory. */
export async function* exportPages<Row extends { id: number }>(db: D1Database, table: AdminTable, limit = EXPORT_PAGE_ROWS): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const statement = exportPageStatement(table, afterId, limit);
    const { results } = await db.prepare(statement.sql).bind(...statement.params).all<Row>();
    if (results.length > 0) yield results;
    if (results.length < limit) return;
    afterId = results[results.length - 1]!.id;
  }
}
