/**
 * Each tab's columns, as the original product's screens list them (docs/product-rules.md#screens-and-texts) (Users: ID, Name, Email, Role, Created; Providers: ID,
 * Specialty, Location, Fee, Experience, Verified or Pending; Reviews: ID, Provider, Rating out of 5,
 * Comment, Date; Appointments: ID, Patient, Provider, Date, Status). Providers also shows the name and
 * joined date, which the search and sort keys cover. Sort keys are ADMIN_SORTS'. A cancelled, paid
 * appointment also offers Refund (docs/product-rules.md#refunds).
 */
import type { AdminTable } from "@gh/contracts/admin/options";
import { appointmentStatusBadge } from "@gh/contracts/appointments/options";
import { formatShortDate, formatShortDateTime } from "@gh/contracts/ghana-time/lists";
import { formatCedis } from "@gh/contracts/money";
import { displayTitle } from "@gh/contracts/regions";
import { specialtyName } from "@gh/contracts/specialties";
import { Badge } from "@gh/ui";
import type { Column } from "../../../components/data-table";
import { ratingText, roleLabel, yearsText } from "../admin-tables";
import type { AdminRows } from "../api/use-admin-table";
import { AppointmentRefundAction } from "./appointment-refund-action";

function StatusBadge({ status }: { status: string }) {
  const badge = appointmentStatusBadge(status);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

const idColumn = <Row extends { id: number }>(): Column<Row> => ({ id: "id", header: "ID", cell: (row) => row.id, sortKey: "id", firstOrder: "desc", numeric: true });

type Columns = { [Table in AdminTable]: readonly Column<AdminRows[Table]>[] };

export const TABLE_COLUMNS: Columns = {
  users: [
    idColumn(),
    { id: "name", header: "Name", cell: (user) => `${user.firstName} ${user.lastName}`, sortKey: "name" },
    { id: "email", header: "Email", cell: (user) => user.email, sortKey: "email" },
    { id: "role", header: "Role", cell: (user) => roleLabel(user.role), sortKey: "role" },
    { id: "created", header: "Created", cell: (user) => formatShortDate(user.createdAt), sortKey: "createdAt", firstOrder: "desc" },
  ],
  providers: [
    idColumn(),
    { id: "name", header: "Name", cell: (p) => [displayTitle(p.title), p.firstName, p.lastName].filter(Boolean).join(" "), sortKey: "name" },
    { id: "specialty", header: "Specialty", cell: (p) => specialtyName(p.specialty), sortKey: "specialty" },
    { id: "location", header: "Location", cell: (p) => p.location, sortKey: "location", wrap: true },
    { id: "fee", header: "Fee", cell: (p) => formatCedis(p.consultationFee), sortKey: "fee", numeric: true },
    { id: "experience", header: "Experience", cell: (p) => yearsText(p.yearsExperience), sortKey: "experience", numeric: true },
    {
      id: "verified",
      header: "Status",
      cell: (p) => (p.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Pending</Badge>),
      sortKey: "verified",
    },
    { id: "joined", header: "Joined", cell: (p) => formatShortDate(p.createdAt), sortKey: "createdAt", firstOrder: "desc" },
  ],
  reviews: [
    idColumn(),
    { id: "provider", header: "Provider", cell: (review) => review.providerName, sortKey: "provider" },
    { id: "rating", header: "Rating", cell: (review) => ratingText(review.rating), sortKey: "rating", firstOrder: "desc", numeric: true },
    { id: "comment", header: "Comment", cell: (review) => review.comment, wrap: true },
    { id: "date", header: "Date", cell: (review) => formatShortDate(review.createdAt), sortKey: "date", firstOrder: "desc" },
  ],
  appointments: [
    idColumn(),
    { id: "code", header: "Booking code", cell: (a) => a.bookingCode },
    { id: "patient", header: "Patient", cell: (a) => a.patientName, sortKey: "patient" },
    { id: "provider", header: "Provider", cell: (a) => a.providerName, sortKey: "provider" },
    { id: "date", header: "Date", cell: (a) => formatShortDateTime(a.appointmentDate), sortKey: "date", firstOrder: "desc" },
    { id: "status", header: "Status", cell: (a) => <StatusBadge status={a.status} />, sortKey: "status" },
    { id: "refund", header: "Refund", cell: (a) => <AppointmentRefundAction appointment={a} /> },
  ],
};
