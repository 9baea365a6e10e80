/**
 * How the Audit Log tab writes an entry: the action in words, and what changed as a compact
 * "field: before → after" list (an edit records only the fields it changed; a deletion records the
 * whole row before it went).
 */
import type { AuditEntry } from "@gh/contracts/admin/options";
import { formatCedis } from "@gh/contracts/money";
import { specialtyName } from "@gh/contracts/specialties";
import { msg, t } from "@gh/i18n";

const ACTION_LABELS: Record<string, string> = {
  "provider.update": msg("Edited provider"),
  "provider.delete": msg("Deleted provider"),
  "refund.create": msg("Refunded appointment"),
  "refund.retry": msg("Retried refund"),
  "licence.approve": msg("Approved licence"),
  "licence.reject": msg("Rejected licence"),
};

/** The action in words, in the page's language; an unknown one as the server wrote it. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  return known ? t(known) : action;
}

/** What an entry is about, with its number ("{id}"); English, shown with t(). */
const ENTITY_LABELS: Record<string, string> = {
  provider: msg("Provider #{id}"),
  appointment: msg("Appointment #{id}"),
  refund: msg("Refund #{id}"),
  licence: msg("Licence #{id}"),
};

/** "Provider #12"; an entity the log does not know by its own name. */
export function entityLabel(entry: Pick<AuditEntry, "entity" | "entityId">): string {
  const known = entry.entity ? ENTITY_LABELS[entry.entity] : undefined;
  if (known) return t(known, { id: entry.entityId });
  if (!entry.entity) return t("Entry #{id}", { id: entry.entityId });
  return `${entry.entity[0]!.toUpperCase() + entry.entity.slice(1)} #${entry.entityId}`;
}

/** The fields an admin changes, by name (English: shown with t()). */
const FIELD_LABELS: Record<string, string> = {
  // translators: a provider's title (Dr., Prof.), a field of their profile
  title: msg("Title"),
  firstName: msg("First name"),
  lastName: msg("Last name"),
  specialty: msg("Specialty"),
  yearsExperience: msg("Experience"),
  consultationFee: msg("Fee"),
  location: msg("Location"),
  email: msg("Email"),
  bio: msg("Bio"),
  isVerified: msg("Verified"),
  status: msg("Status"),
  amount: msg("Amount"),
  reason: msg("Reason"),
  refund: msg("Refund"),
  paymentReference: msg("Payment reference"),
  // A licence's review (docs/product-rules.md#licences-and-nhis).
  validForYear: msg("Valid for"),
  rejectionReason: msg("Reason given"),
};

/** "consultationFee" -> "Fee" (in the page's language); an unknown "someField" -> "Some field". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return t(known);
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_VALUE = 60;

/** A value as the log shows it: short, readable, "(empty)" for nothing. */
export function valueText(field: string, value: unknown): string {
  // translators: a field of the audit log that had no value
  if (value === null || value === undefined || value === "") return t("(empty)");
  if ((field === "consultationFee" || field === "amount") && (typeof value === "string" || typeof value === "number")) return formatCedis(value);
  if (field === "specialty" && typeof value === "string") return t(specialtyName(value));
  if (field === "yearsExperience" && typeof value === "number") return t("{count, plural, one {# year} other {# years}}", { count: value });
  if (typeof value === "boolean") return value ? t("Yes") : t("No");
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > LONG_VALUE ? `${text.slice(0, LONG_VALUE - 1)}…` : text;
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields an edit changed, before and after, in the order the entry lists them. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, label: fieldLabel(field), before: valueText(field, before[field]), after: valueText(field, after[field]) }));
}

/** What a deletion removed, in one line: "Dr. Kwame Mensah (kwame@demo.gh)". */
export function removedSummary(before: unknown): string {
  if (!isRecord(before)) return typeof before === "string" ? valueText("", before) : "";
  const title = typeof before.title === "string" && before.title && before.title !== "none" ? `${before.title}.` : "";
  const name = [title, before.firstName, before.lastName].filter((part) => typeof part === "string" && part).join(" ");
  const email = typeof before.email === "string" ? before.email : "";
  if (name && email) return `${name} (${email})`;
  return name || email;
}

export type AuditChangeView =
  | { kind: "changed"; changes: FieldChange[] }
  | { kind: "removed"; summary: string }
  | { kind: "created"; changes: FieldChange[] }
  | { kind: "none" };

export function auditChange(entry: Pick<AuditEntry, "before" | "after">): AuditChangeView {
  const { before, after } = entry;
  if (after === null || after === undefined) return { kind: "removed", summary: removedSummary(before) };
  if (before === null || before === undefined) {
    const changes = isRecord(after) ? fieldChanges(Object.fromEntries(Object.keys(after).map((key) => [key, null])), after) : [];
    return { kind: "created", changes };
  }
  const changes = fieldChanges(before, after);
  return changes.length > 0 ? { kind: "changed", changes } : { kind: "none" };
}
