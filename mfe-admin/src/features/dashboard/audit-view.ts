/**
 * How the Audit Log tab writes an entry: the action in words, and what changed as a compact
 * "field: before → after" list (an edit records only the fields it changed; a deletion records the
 * whole row before it went).
 */
import type { AuditEntry } from "@gh/contracts/admin/options";
import { formatCedis } from "@gh/contracts/money";
import { specialtyName } from "@gh/contracts/specialties";

const ACTION_LABELS: Record<string, string> = {
  "provider.update": "Edited provider",
  "provider.delete": "Deleted provider",
  "refund.create": "Refunded appointment",
  "refund.retry": "Retried refund",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** "Provider #12". */
export function entityLabel(entry: Pick<AuditEntry, "entity" | "entityId">): string {
  const entity = entry.entity ? entry.entity[0]!.toUpperCase() + entry.entity.slice(1) : "Entry";
  return `${entity} #${entry.entityId}`;
}

const FIELD_LABELS: Record<string, string> = {
  title: "Title",
  firstName: "First name",
  lastName: "Last name",
  specialty: "Specialty",
  yearsExperience: "Experience",
  consultationFee: "Fee",
  location: "Location",
  email: "Email",
  bio: "Bio",
  isVerified: "Verified",
};

/** "consultationFee" -> "Fee"; an unknown "someField" -> "Some field". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LONG_VALUE = 60;

/** A value as the log shows it: short, readable, "(empty)" for nothing. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if ((field === "consultationFee" || field === "amount") && (typeof value === "string" || typeof value === "number")) return formatCedis(value);
  if (field === "specialty" && typeof value === "string") return specialtyName(value);
  if (field === "yearsExperience" && typeof value === "number") return `${value} ${value === 1 ? "year" : "years"}`;
  if (typeof value === "boolean") return value ? "Yes" : "No";
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
