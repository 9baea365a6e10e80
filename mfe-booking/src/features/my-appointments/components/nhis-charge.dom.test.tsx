// @vitest-environment happy-dom
/** Reporting an NHIS charge from a completed visit on My Appointments (docs/product-rules.md#licences-and-nhis). */
import { act } from "react";
import { describe, expect, it } from "vitest";
import { button, click, container, description, fakeApi, field, render, shownToast, type, withFixedDate } from "@gh/test-support";
import { myAppointmentsApi, patientAppointment as appointment } from "@gh/test-support/patient-appointment";
import MyAppointmentsPage from "./my-appointments-page";

// Friday, 20 November 2026, 08:00 in Accra.
withFixedDate(Date.parse("2026-11-20T08:00:00Z"));

const LABEL = "I was charged for an NHIS-covered service";
const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;
const cards = () => [...container.querySelectorAll<HTMLLIElement>("li.appointment-card")];
const completed = (overrides: Parameters<typeof appointment>[1] = {}) =>
  appointment(2, { status: "completed", appointmentDate: "2026-11-16T10:30:00.000Z", ...overrides });

describe("reporting an NHIS charge", () => {
  it("is offered on a completed visit not yet reported, and on no other", async () => {
    fakeApi(
      myAppointmentsApi(
        [200, [appointment(1)]],
        [200, [completed(), appointment(3, { status: "completed", nhisReported: true }), appointment(4, { status: "cancelled" })]],
      ),
    );
    await render(<MyAppointmentsPage />);
    const offered = cards().map((card) => Boolean(button("Report an NHIS charge", card)));
    expect(offered).toEqual([false, true, false, false]);
    expect(cards()[2]!.querySelector(".appointment-card__nhis-reported")?.textContent).toBe(" NHIS charge reported");
    expect(cards()[1]!.querySelector(".appointment-card__nhis-reported")).toBeNull();
  });

  it("sends what the patient was charged for; then the visit says it is reported and the action goes", async () => {
    let reported = false;
    const server = fakeApi({
      ...myAppointmentsApi([200, []], () => [200, [completed({ nhisReported: reported })]]),
      "POST /api/nhis-reports": () => {
        reported = true;
        return [201, { id: 5 }];
      },
    });
    await render(<MyAppointmentsPage />);
    const card = cards()[0]!;
    await click(button("Report an NHIS charge", card));

    expect(dialog()?.querySelector("h2")?.textContent).toBe("Report an NHIS charge");
    expect(dialog()?.textContent).toContain("Your visit to Dr. Kwame Mensah on Monday, 16 November 2026");
    expect(dialog()?.textContent).toContain("Your provider does not see it.");
    const details = field<HTMLTextAreaElement>(LABEL);
    expect(document.activeElement).toBe(details);
    expect(details.getAttribute("aria-required")).toBe("true");
    expect(details.maxLength).toBe(1000);
    expect(description(details)).toContain("What were you charged for, and how much?");
    expect(description(details)).toContain("0 of 1000 characters");

    type(details, "  Asked to pay ₵80 for malaria tests covered by NHIS.  ");
    expect(description(details)).toContain("55 of 1000 characters");
    await click(button("Send", dialog()!));

    expect(server.posts()).toEqual([{ method: "POST", url: "/api/nhis-reports", body: { appointmentId: 2, details: "Asked to pay ₵80 for malaria tests covered by NHIS." } }]);
    expect(dialog()).toBeNull();
    expect(shownToast()).toMatchObject({ title: "NHIS charge reported", description: "Thank you. Our team will look into it.", variant: "success" });
    expect(card.querySelector(".appointment-card__nhis-reported")?.textContent).toBe(" NHIS charge reported");
    expect(button("Report an NHIS charge", card)).toBeUndefined();
    // The button that opened the dialog is gone: the card keeps the focus, not the page.
    expect(document.activeElement).toBe(card);
  });

  it("asks for the text before sending anything", async () => {
    const server = fakeApi(myAppointmentsApi([200, []], [200, [completed()]]));
    await render(<MyAppointmentsPage />);
    await click(button("Report an NHIS charge"));
    const details = field<HTMLTextAreaElement>(LABEL);
    type(details, "   ");
    await click(button("Send", dialog()!));

    expect(server.posts()).toEqual([]);
    expect(details.getAttribute("aria-invalid")).toBe("true");
    expect(description(details)).toContain("Say what you were charged for");
    expect(document.activeElement).toBe(details);
  });

  it("shows the API's refusal in the dialog, and the card learns the visit was already reported", async () => {
    let alreadyReported = false;
    fakeApi({
      ...myAppointmentsApi([200, []], () => [200, [completed({ nhisReported: alreadyReported })]]),
      "POST /api/nhis-reports": () => {
        alreadyReported = true;
        return [409, { error: { code: "conflict", message: "You have already reported an NHIS charge for this visit." } }];
      },
    });
    await render(<MyAppointmentsPage />);
    await click(button("Report an NHIS charge"));
    type(field<HTMLTextAreaElement>(LABEL), "Charged for the consultation.");
    await click(button("Send", dialog()!));

    expect(dialog()?.querySelector("[role=alert]")?.textContent).toBe("You have already reported an NHIS charge for this visit.");
    await click(button("Not now", dialog()!));
    expect(dialog()).toBeNull();
    expect(cards()[0]!.querySelector(".appointment-card__nhis-reported")).not.toBeNull();
    expect(button("Report an NHIS charge")).toBeUndefined();
  });

  it("puts the API's field message under the text, and closes with Escape", async () => {
    const server = fakeApi({
      ...myAppointmentsApi([200, []], [200, [completed()]]),
      "POST /api/nhis-reports": [400, { error: { code: "validation_failed", message: "Check the highlighted fields.", fields: { details: "Must be at most 1000 characters" } } }],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Report an NHIS charge"));
    const details = field<HTMLTextAreaElement>(LABEL);
    type(details, "Charged for the consultation.");
    await click(button("Send", dialog()!));
    expect(description(details)).toContain("Must be at most 1000 characters");
    expect(server.posts()).toHaveLength(1);

    await act(async () => void dialog()!.dispatchEvent(new Event("cancel", { cancelable: true })));
    expect(dialog()).toBeNull();
  });
});
