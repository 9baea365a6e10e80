/**
 * Each tab's columns, as the original product's screens list them (docs/product-rules.md#screens-and-texts) (Users: ID, Name, Email, Role, Created; Providers: ID,
 * Specialty, Location, Fee, Experience, the licence's standing and Accepts NHIS (docs/product-rules.md#licences-and-nhis); Reviews: ID, Provider, Rating out of 5,
 * Comment, Date; Appointments: ID, Patient, Provider, Date, Status). Providers also shows the name and
 * joined date, which the search and sort keys cover. Sort keys are ADMIN_SORTS'. A cancelled, paid
 * appointment also offers Refund (docs/product-rules.md#refunds).
 */
import { ADMIN_PROVIDER_TEXTS, adminLicenceText, type AdminProvider, type AdminTable } from "@gh/contracts/admin/options";
import { appointmentStatusBadge } from "@gh/contracts/appointments/options";
import { formatShortDate, formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { displayTitle } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { Badge } from "@gh/ui";
import type { Column } from "../../../components/data-table";
import { msg, t, useT } from "@gh/i18n";
import { ratingText, roleLabel, yearsText } from "../admin-tables";
import type { AdminRows } from "../api/use-admin-table";
import { AppointmentRefundAction } from "./appointment-refund-action";

function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const badge = appointmentStatusBadge(status);
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}

/** A provider's licence standing: "Verified for 2026", "Licence renewal pending" or "Pending Verification". */
function LicenceBadge({ provider }: { provider: AdminProvider }) {
  const t = useT();
  const text = adminLicenceText(provider);
  return <Badge tone={provider.licenceStanding === "verified" ? "success" : "warning"}>{t(text.message, text.values)}</Badge>;
}

const idColumn = <Row extends { id: number }>(): Column<Row> => ({ id: "id", header: msg("ID"), cell: (row) => row.id, sortKey: "id", firstOrder: "desc", numeric: true });

type Columns = { [Table in AdminTable]: readonly Column<AdminRows[Table]>[] };

export const TABLE_COLUMNS: Columns = {
  users: [
    idColumn(),
    { id: "name", header: msg("Name"), cell: (user) => `${user.firstName} ${user.lastName}`, sortKey: "name" },
    { id: "email", header: msg("Email"), cell: (user) => user.email, sortKey: "email" },
    { id: "role", header: msg("Role"), cell: (user) => roleLabel(user.role), sortKey: "role" },
    { id: "created", header: msg("Created"), cell: (user) => formatShortDate(user.createdAt), sortKey: "createdAt", firstOrder: "desc" },
  ],
  providers: [
    idColumn(),
    { id: "name", header: msg("Name"), cell: (p) => [displayTitle(p.title), p.firstName, p.lastName].filter(Boolean).join(" "), sortKey: "name" },
    { id: "specialty", header: msg("Specialty"), cell: (p) => t(specialtyName(p.specialty)), sortKey: "specialty" },
    { id: "location", header: msg("Location"), cell: (p) => p.location, sortKey: "location", wrap: true },
    { id: "fee", header: msg("Fee"), cell: (p) => formatCedis(p.consultationFee), sortKey: "fee", numeric: true },
    { id: "experience", header: msg("Experience"), cell: (p) => yearsText(p.yearsExperience), sortKey: "experience", numeric: true },
    // Sorted by "verified": Verified Providers (this year's licence) together, the others together.
    { id: "licence", header: ADMIN_PROVIDER_TEXTS.licence, cell: (p) => <LicenceBadge provider={p} />, sortKey: "verified" },
    { id: "nhis", header: ADMIN_PROVIDER_TEXTS.acceptsNhis, cell: (p) => t(p.acceptsNhis ? ADMIN_PROVIDER_TEXTS.yes : ADMIN_PROVIDER_TEXTS.no) },
    { id: "joined", header: msg("Joined"), cell: (p) => formatShortDate(p.createdAt), sortKey: "createdAt", firstOrder: "desc" },
  ],
  reviews: [
    idColumn(),
    { id: "provider", header: msg("Provider"), cell: (review) => review.providerName, sortKey: "provider" },
    { id: "rating", header: msg("Rating"), cell: (review) => ratingText(review.rating), sortKey: "rating", firstOrder: "desc", numeric: true },
    { id: "comment", header: msg("Comment"), cell: (review) => review.comment, wrap: true },
    { id: "date", header: msg("Date"), cell: (review) => formatShortDate(review.createdAt), sortKey: "date", firstOrder: "desc" },
  ],
  appointments: [
    idColumn(),
    { id: "code", header: msg("Booking code"), cell: (a) => a.bookingCode },
    { id: "patient", header: msg("Patient"), cell: (a) => a.patientName, sortKey: "patient" },
    { id: "provider", header: msg("Provider"), cell: (a) => a.providerName, sortKey: "provider" },
    { id: "date", header: msg("Date"), cell: (a) => formatShortDateTime(a.appointmentDate), sortKey: "date", firstOrder: "desc" },
    { id: "status", header: msg("Status"), cell: (a) => <StatusBadge status={a.status} />, sortKey: "status" },
    { id: "refund", header: msg("Refund"), cell: (a) => <AppointmentRefundAction appointment={a} /> },
  ],
};
