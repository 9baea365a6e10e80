import { describe, expect, it } from "vitest";
import { actionLabel, auditChange, entityLabel, fieldLabel, valueText } from "./audit-view";

describe("an audit entry in words", () => {
  it("lists an edit's changed fields, before and after, as the admin reads them", () => {
    const view = auditChange({ before: { consultationFee: "150.00", specialty: "general", yearsExperience: 1 }, after: { consultationFee: "200.00", specialty: "cardiology", yearsExperience: 2 } });
    expect(view).toEqual({
      kind: "changed",
      changes: [
        { field: "consultationFee", label: "Fee", before: "₵150.00", after: "₵200.00" },
        { field: "specialty", label: "Specialty", before: "General Practice", after: "Cardiology" },
        { field: "yearsExperience", label: "Experience", before: "1 year", after: "2 years" },
      ],
    });
  });

  it("names what a deletion removed", () => {
    const before = { id: 7, title: "Dr", firstName: "Kwame", lastName: "Mensah", email: "kwame@demo.gh", bio: "A long bio" };
    expect(auditChange({ before, after: null })).toEqual({ kind: "removed", summary: "Dr. Kwame Mensah (kwame@demo.gh)" });
  });

  it("shortens long values and marks empty ones", () => {
    const view = auditChange({ before: { bio: "" }, after: { bio: "x".repeat(100) } });
    expect(view.kind === "changed" && view.changes[0]).toMatchObject({ before: "(empty)", after: `${"x".repeat(59)}…` });
  });

  it("labels actions, entities and unknown fields", () => {
    expect(actionLabel("provider.update")).toBe("Edited provider");
    expect(actionLabel("user.promote")).toBe("user.promote");
    expect(actionLabel("refund.retry")).toBe("Retried refund");
    expect(actionLabel("refund.create")).toBe("Refunded appointment");
    expect(valueText("amount", "150.00")).toBe("₵150.00");
    expect(entityLabel({ entity: "provider", entityId: 12 })).toBe("Provider #12");
    expect(fieldLabel("someField")).toBe("Some field");
  });

  it("words a licence's approval and rejection, with the year and the reason the provider is told", () => {
    expect(actionLabel("licence.approve")).toBe("Approved licence");
    expect(actionLabel("licence.reject")).toBe("Rejected licence");
    expect(entityLabel({ entity: "licence", entityId: 31 })).toBe("Licence #31");
    const before = { providerId: 7, status: "pending", validForYear: null, rejectionReason: null };
    expect(auditChange({ before, after: { ...before, status: "approved", validForYear: 2026 } })).toEqual({
      kind: "changed",
      changes: [
        { field: "status", label: "Status", before: "pending", after: "approved" },
        { field: "validForYear", label: "Valid for", before: "(empty)", after: "2026" },
      ],
    });
    const rejected = auditChange({ before, after: { ...before, status: "rejected", rejectionReason: "Blurred photo" } });
    expect(rejected.kind === "changed" && rejected.changes[1]).toEqual({ field: "rejectionReason", label: "Reason given", before: "(empty)", after: "Blurred photo" });
  });
});
