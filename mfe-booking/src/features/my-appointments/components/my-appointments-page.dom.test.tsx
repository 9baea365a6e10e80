// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { button, click, container, description, fakeApi, field, render, settle, shownToast, type, withFixedDate } from "@gh/test-support";
import { paystack } from "../../../test/paystack";
import { myAppointmentsApi, patientAppointment as appointment } from "@gh/test-support/patient-appointment";
import MyAppointmentsPage from "./my-appointments-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");

const dialog = () => document.querySelector("dialog")!;
const MONDAY_TO_FRIDAY = {
  monday: "9:00 AM - 5:00 PM", tuesday: "9:00 AM - 5:00 PM", wednesday: "9:00 AM - 5:00 PM", thursday: "9:00 AM - 5:00 PM", friday: "9:00 AM - 5:00 PM",
  saturday: "Closed", sunday: "Closed",
};
const cards = () => [...container.querySelectorAll<HTMLLIElement>("li.appointment-card")];

/** Booked a few minutes ago and not yet paid: its slot is held until 8:15 AM. */
const held = (id: number) =>
  appointment(id, { status: "pending", paymentStatus: "pending", transactionId: null, holdExpiresAt: "2026-11-20T08:15:00.000Z" });

withFixedDate(NOW);

describe("My Appointments", () => {
  it("shows each appointment's provider, time, place, fee and payment", async () => {
    fakeApi({
      ...myAppointmentsApi([
        200,
        [
          appointment(1),
          appointment(2, {
            status: "pending",
            paymentStatus: "pending",
            transactionId: null,
            reason: null,
            appointmentDate: "2026-11-24T14:00:00.000Z",
            provider: { ...appointment(2).provider, title: "none", user: { firstName: "Ama", lastName: "Owusu" }, specialty: "dentist" },
          }),
        ],
      ]),
    });
    await render(<MyAppointmentsPage />);
    expect(document.title).toBe("My Appointments | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("My Appointments");

    const [paid, unpaid] = cards();
    expect(paid!.querySelector("h3")?.textContent).toBe("Dr. Kwame Mensah");
    expect(paid!.textContent).toContain("Cardiology");
    expect(paid!.querySelector(".ui-badge")?.textContent).toBe("Confirmed");
    for (const text of ["Monday, 23 November 2026", "10:30 AM", "East Legon Clinic, Accra, Greater Accra", "₵150.00", "Chest pain", "Paid · Reference apt_1_1795000000000"]) {
      expect(paid!.textContent).toContain(text);
    }
    expect(paid!.querySelector('a[href="tel:+233302123456"]')?.textContent).toBe("+233 30 212 3456");
    expect(paid!.querySelector('a[href="mailto:kwame@example.com"]')).not.toBeNull();

    expect(unpaid!.querySelector("h3")?.textContent).toBe("Ama Owusu");
    expect(unpaid!.querySelector(".ui-badge")?.textContent).toBe("Awaiting Confirmation");
    expect(unpaid!.textContent).toContain("Dental Care");
    expect(unpaid!.textContent).toContain("2:00 PM");
    expect(unpaid!.textContent).toContain("Awaiting payment");
    expect(unpaid!.textContent).not.toContain("Reason");
  });

  it("offers Reschedule and Cancel only while an appointment is pending or confirmed, and a review and an NHIS report after the visit", async () => {
    fakeApi({
      ...myAppointmentsApi([200, [appointment(1), appointment(2, { status: "completed" }), appointment(3, { status: "cancelled" })]]),
    });
    await render(<MyAppointmentsPage />);
    const actions = cards().map((card) => [...card.querySelectorAll("button")].map((b) => b.textContent));
    expect(actions).toEqual([["Reschedule", "Cancel"], ["Leave a review", "Report an NHIS charge"], []]);
  });

  it("points a patient with no appointments to the search", async () => {
    fakeApi({ ...myAppointmentsApi([200, []]) });
    await render(<MyAppointmentsPage />);
    expect(container.querySelector("h2")?.textContent).toBe("No Appointments Yet");
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === " Find Providers" || a.textContent === "Find Providers");
    expect(link?.getAttribute("href")).toBe("/search");
  });

  it("offers Retry when the list cannot be loaded", async () => {
    let answers = 0;
    fakeApi({ ...myAppointmentsApi(() => (answers++ === 0 ? [500] : [200, [appointment(1)]])) });
    await render(<MyAppointmentsPage />);
    expect(container.textContent).toContain("We could not load your appointments");
    await click(button("Retry"));
    expect(cards()).toHaveLength(1);
  });

  it("reschedules to a new day and time, asking for both first", async () => {
    const server = fakeApi({
      ...myAppointmentsApi([200, [appointment(1)]]),
      "GET /api/providers/7/availability?date=2026-11-25": [
        200,
        { providerId: 7, date: "2026-11-25", slots: [{ time: "09:00", startsAt: "2026-11-25T09:00:00.000Z", available: true }] },
      ],
      "PUT /api/appointments/1": [200, appointment(1, { appointmentDate: "2026-11-25T09:00:00.000Z" })],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Reschedule"));
    expect(document.querySelector("dialog h2")?.textContent).toBe("Reschedule Appointment");
    expect(button("Sunday, 22 November 2026")!.getAttribute("aria-disabled")).toBe("true");

    await click(button("Reschedule", dialog()));
    expect(shownToast()).toMatchObject({ title: "Missing Information", description: "Please select both date and time." });
    expect(server.posts()).toEqual([]);

    await click(button("Wednesday, 25 November 2026"));
    await click(button("9:00 AM"));
    await click(button("Reschedule", dialog()));
    expect(server.posts()).toEqual([{ method: "PUT", url: "/api/appointments/1", body: { appointmentDate: "2026-11-25T09:00:00.000Z" } }]);
    expect(shownToast()?.title).toBe("Appointment Rescheduled");
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("offers only the provider's working days, named under the calendar, and puts the focus on the moved card", async () => {
    let moved = false;
    fakeApi({
      ...myAppointmentsApi(() => [200, [moved ? appointment(1, { appointmentDate: "2026-11-25T09:00:00.000Z" }) : appointment(1)]]),
      // Monday to Friday (the profile's own answer, loaded for its hours).
      "GET /api/providers/7": [200, { ...appointment(1).provider, workingHours: MONDAY_TO_FRIDAY }],
      "GET /api/providers/7/availability?date=2026-11-25": [
        200,
        { providerId: 7, date: "2026-11-25", slots: [{ time: "09:00", startsAt: "2026-11-25T09:00:00.000Z", available: true }] },
      ],
      "PUT /api/appointments/1": () => {
        moved = true;
        return [200, appointment(1, { appointmentDate: "2026-11-25T09:00:00.000Z" })];
      },
    });
    await render(<MyAppointmentsPage />);
    await click(button("Reschedule"));
    await settle();
    expect(button("Saturday, 28 November 2026")!.getAttribute("aria-disabled")).toBe("true");
    expect(button("Friday, 27 November 2026")!.hasAttribute("aria-disabled")).toBe(false);
    expect(dialog().querySelector(".slot-calendar__note")?.textContent).toBe(
      "Dr. Kwame Mensah does not see patients on Saturdays or Sundays. Past days cannot be booked.",
    );

    await click(button("Wednesday, 25 November 2026"));
    await click(button("9:00 AM"));
    await click(button("Reschedule", dialog()));
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(cards()[0]);
    expect(cards()[0]!.textContent).toContain("Wednesday, 25 November 2026");
  });

  it("says inline when the new time was just taken", async () => {
    fakeApi({
      ...myAppointmentsApi([200, [appointment(1)]]),
      "GET /api/providers/7/availability?date=2026-11-25": [
        200,
        { providerId: 7, date: "2026-11-25", slots: [{ time: "09:00", startsAt: "2026-11-25T09:00:00.000Z", available: true }] },
      ],
      "PUT /api/appointments/1": [409, { error: { code: "conflict", message: "This time slot has just been taken. Please choose another time." } }],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Reschedule"));
    await click(button("Wednesday, 25 November 2026"));
    await click(button("9:00 AM"));
    await click(button("Reschedule", dialog()));
    expect(shownToast()).toMatchObject({ title: "Reschedule Failed", description: "Unable to reschedule appointment. Please try again." });
    expect(document.querySelector("dialog [role=alert]")?.textContent).toBe("This time slot has just been taken. Please choose another time.");
  });

  it("cancels after asking, and keeps the question open when cancelling fails", async () => {
    let fail = true;
    const server = fakeApi({
      ...myAppointmentsApi([200, [appointment(1)]]),
      "PUT /api/appointments/1": () => (fail ? [500] : [200, appointment(1, { status: "cancelled" })]),
    });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel"));
    expect(document.querySelector("dialog")?.getAttribute("role")).toBe("alertdialog");
    expect(document.querySelector("dialog")?.textContent).toContain("Are you sure you want to cancel this appointment?");

    await click(button("Yes, cancel it"));
    expect(shownToast()).toMatchObject({ title: "Cancellation Failed", description: "Unable to cancel appointment. Please try again." });
    expect(document.querySelector("dialog")).not.toBeNull();

    fail = false;
    await click(button("Yes, cancel it"));
    expect(server.posts().at(-1)).toEqual({ method: "PUT", url: "/api/appointments/1", body: { status: "cancelled" } });
    expect(shownToast()?.title).toBe("Appointment Cancelled");
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("puts the focus on the cancelled card, whose Cancel button is gone, not on the page", async () => {
    let cancelled = false;
    fakeApi({
      ...myAppointmentsApi(() => [200, [appointment(2, { status: "completed" }), appointment(1, { status: cancelled ? "cancelled" : "confirmed" })]]),
      "PUT /api/appointments/1": () => {
        cancelled = true;
        return [200, appointment(1, { status: "cancelled" })];
      },
    });
    await render(<MyAppointmentsPage />);
    const card = cards()[1]!;
    act(() => button("Cancel", card)!.focus());
    await click(button("Cancel", card));
    await click(button("Yes, cancel it"));
    expect(document.querySelector("dialog")).toBeNull();
    expect(button("Cancel", card)).toBeUndefined();
    expect(document.activeElement).toBe(card);
    expect(card.tabIndex).toBe(-1);
    // Named by its provider and its new status, as a screen reader announces it.
    const name = card.getAttribute("aria-labelledby")!.split(" ").map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(name).toBe("Dr. Kwame Mensah Cancelled");
  });

  it("follows a cancelled visit from Upcoming to Past with the focus", async () => {
    let cancelled = false;
    fakeApi({
      ...myAppointmentsApi(
        () => [200, cancelled ? [] : [appointment(1)]],
        () => [200, cancelled ? [appointment(1, { status: "cancelled" }), appointment(2, { status: "completed" })] : [appointment(2, { status: "completed" })]],
      ),
      "PUT /api/appointments/1": () => {
        cancelled = true;
        return [200, appointment(1, { status: "cancelled" })];
      },
    });
    await render(<MyAppointmentsPage />);
    await click(button("Cancel", cards()[0]));
    await click(button("Yes, cancel it"));
    await settle();
    const past = container.querySelectorAll("section")[1]!;
    const moved = past.querySelector<HTMLLIElement>("li.appointment-card")!;
    expect(moved.textContent).toContain("Cancelled");
    expect(document.activeElement).toBe(moved);
  });

  it("gives the focus back to Cancel when the patient keeps the appointment", async () => {
    fakeApi({ ...myAppointmentsApi([200, [appointment(1)]]) });
    await render(<MyAppointmentsPage />);
    act(() => button("Cancel")!.focus());
    await click(button("Cancel"));
    await click(button("Keep appointment"));
    expect(document.activeElement).toBe(button("Cancel"));
  });

  it("reviews a completed visit with five tappable stars (radio buttons, so the keyboard reaches and moves them), never a drop-down or 0 stars", async () => {
    const server = fakeApi({
      ...myAppointmentsApi([200, []], [200, [appointment(1, { status: "completed" })]]),
      "POST /api/appointments/1/review": [201, { id: 9 }],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Leave a review"));
    const group = dialog().querySelector("fieldset")!;
    expect(group.querySelector("legend")?.textContent).toContain("Rating");
    expect(dialog().querySelector("select")).toBeNull();
    const stars = [...group.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    // Five stars, each named; no "0 stars".
    expect(stars.map((star) => star.closest("label")!.textContent)).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    expect(new Set(stars.map((star) => star.name)).size).toBe(1);
    expect(button("Submit Review")!.disabled).toBe(true);

    await click(stars[2]);
    expect(stars[2]!.checked).toBe(true);
    expect(group.querySelectorAll(".star-rating__star--on")).toHaveLength(3);
    await click(stars[3]);
    expect(group.querySelectorAll(".star-rating__star--on")).toHaveLength(4);
    type(field<HTMLTextAreaElement>("Comment (optional)"), " Kind and thorough. ");
    await click(button("Submit Review"));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/appointments/1/review", body: { rating: 4, comment: "Kind and thorough." } }]);
    expect(shownToast()).toMatchObject({ title: "Review Submitted", description: "Thank you for sharing your experience." });
  });
});

describe("completing the payment of a held booking", () => {
  const REFERENCE = `apt_5_${NOW}`;

  /** The list answers the held booking until it is paid, then the paid one; the gateway is the sandbox unless told. */
  function payApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
    let paid = false;
    const server = fakeApi({
      ...myAppointmentsApi(() => [200, [paid ? appointment(5, { status: "pending", transactionId: REFERENCE }) : held(5)]]),
      "GET /api/payments/config": [200, { gateway: "sandbox", publicKey: null }],
      "POST /api/payments/sandbox/charge": [200, { ok: true }],
      "POST /api/payments/verify": () => {
        paid = true;
        return [200, { verified: true, appointmentId: 5, reference: REFERENCE, paymentStatus: "completed" }];
      },
      ...overrides,
    });
    const listLoads = () => server.calls.filter((call) => call.url === "/api/appointments/my/upcoming?page=1").length;
    return { ...server, listLoads };
  }

  it("offers Complete payment on an unpaid booking whose time is still held, and says until when", async () => {
    fakeApi({
      ...myAppointmentsApi([
        200,
        [
          held(5),
          appointment(1),
          appointment(2, { status: "pending" }),
          appointment(3, { status: "confirmed", paymentStatus: "pending", transactionId: null }),
          appointment(4, { status: "cancelled", paymentStatus: "pending", transactionId: null }),
        ],
      ]),
    });
    await render(<MyAppointmentsPage />);
    const actions = cards().map((card) => [...card.querySelectorAll("button")].map((b) => b.textContent));
    expect(actions).toEqual([["Complete payment", "Reschedule", "Cancel"], ["Reschedule", "Cancel"], ["Reschedule", "Cancel"], ["Reschedule", "Cancel"], []]);

    const [unpaid] = cards();
    expect(unpaid!.textContent).toContain("Awaiting payment");
    expect(unpaid!.textContent).toContain("Held for you until 8:15 AM");
    expect(description(button("Complete payment")!)).toBe("Dr. Kwame Mensah Held for you until 8:15 AM. Pay by then to keep this time.");
  });

  it("shows no Complete payment once the hold has passed", async () => {
    fakeApi({ ...myAppointmentsApi([200, [{ ...held(5), holdExpiresAt: "2026-11-20T07:59:00.000Z" }]]) });
    await render(<MyAppointmentsPage />);
    expect(button("Complete payment")).toBeUndefined();
    expect(cards()[0]!.textContent).not.toContain("Held for you");
  });

  it("pays the held booking by MTN MoMo in the test checkout, and the card shows it paid", async () => {
    const server = payApi();
    await render(<MyAppointmentsPage />);
    await click(button("Complete payment"));
    expect(dialog().querySelector("h2")?.textContent).toBe("Complete Payment");
    expect(dialog().textContent).toContain("Dr. Kwame Mensah · Cardiology");
    for (const text of ["Monday, 23 November 2026", "10:30 AM", "Total to pay₵150.00"]) expect(dialog().textContent).toContain(text);
    expect(document.activeElement).toBe(button("Pay ₵150.00", dialog()));

    await click(button("Pay ₵150.00", dialog()));
    expect(dialog().textContent).toContain("Amount to pay ₵150.00");
    expect(dialog().textContent).toContain(`Reference: ${REFERENCE}`);
    expect(field("Mobile money number").value).toBe("+233241234567");

    await click(button("Approve payment"));
    // No new booking: the held appointment is paid for.
    expect(server.posts()).toEqual([
      { method: "POST", url: "/api/payments/sandbox/charge", body: { reference: REFERENCE, amountPesewas: 15000, channel: "mtn", phone: "+233241234567", outcome: "success" } },
      { method: "POST", url: "/api/payments/verify", body: { reference: REFERENCE, appointmentId: 5 } },
    ]);
    expect(REFERENCE).toMatch(/^apt_5_\d+$/);
    expect(shownToast()).toMatchObject({ title: "Payment Successful!", description: `Your appointment has been booked. Reference: ${REFERENCE}` });
    expect(document.querySelector("dialog")).toBeNull();
    expect(server.listLoads()).toBe(2);
    expect(cards()[0]!.textContent).toContain(`Paid · Reference ${REFERENCE}`);
    expect(button("Complete payment")).toBeUndefined();
    // The card, now paid, has the focus: its Complete payment button is gone.
    expect(document.activeElement).toBe(cards()[0]);
  });

  it("says Payment Cancelled when the checkout is closed, and keeps the booking held", async () => {
    const server = payApi();
    await render(<MyAppointmentsPage />);
    await click(button("Complete payment"));
    await click(button("Pay ₵150.00", dialog()));
    await click(button("Close", dialog()));
    expect(shownToast()).toMatchObject({ title: "Payment Cancelled", description: "You can try again when ready to complete your booking." });
    expect(document.querySelector("dialog")).toBeNull();
    expect(server.posts()).toEqual([]);
    expect(server.listLoads()).toBe(2);
    expect(button("Complete payment")).toBeDefined();
  });

  it("says Payment Verification Failed when the server finds no payment, keeping the dialog to try again", async () => {
    const server = payApi({ "POST /api/payments/verify": [409, { error: { code: "conflict", message: "This booking is no longer active." } }] });
    await render(<MyAppointmentsPage />);
    await click(button("Complete payment"));
    await click(button("Pay ₵150.00", dialog()));
    await click(button("Approve payment"));
    expect(shownToast()).toMatchObject({ title: "Payment Verification Failed", description: "Please contact support with your transaction reference." });
    expect(dialog().querySelector("[role=alert]")?.textContent).toContain(`contact support with your reference ${REFERENCE}`);
    expect(button("Pay ₵150.00", dialog())!.disabled).toBe(false);
    expect(server.listLoads()).toBe(2);
  });

  it("steps aside for Paystack's checkout, then verifies the payment", async () => {
    const server = payApi({ "GET /api/payments/config": [200, { gateway: "paystack", publicKey: "pk_test_123" }] });
    await render(<MyAppointmentsPage />);
    await click(button("Complete payment"));
    const payment = dialog();
    await click(button("Pay ₵150.00", payment));
    await act(() => vi.waitFor(() => expect(paystack).toHaveLength(1)));
    expect(paystack[0]).toMatchObject({ key: "pk_test_123", email: "akosua@example.com", amount: 15000, currency: "GHS", reference: REFERENCE });
    expect(paystack[0]!.metadata).toMatchObject({ appointmentId: 5, providerId: 7, patientName: "Akosua Boateng", patientPhone: "+233241234567" });
    // A modal <dialog> would make Paystack's frame inert.
    expect(payment.hasAttribute("open")).toBe(false);

    await act(async () => paystack[0]!.onSuccess!({ id: 1, reference: REFERENCE, message: "Approved" }));
    await settle();
    expect(shownToast()?.title).toBe("Payment Successful!");
    expect(server.posts().map((call) => call.url)).toEqual(["/api/payments/verify"]);
    expect(document.querySelector("dialog")).toBeNull();
  });
});

describe("My Appointments, easy to scan", () => {
  const sections = () =>
    [...container.querySelectorAll("section")].map((section) => ({
      heading: section.querySelector("h2")?.textContent,
      cards: [...section.querySelectorAll("li.appointment-card h3")].map((title) => title.closest("li")!.querySelector(".appointment-card__code")?.textContent),
    }));

  it("splits the visits into Upcoming, then Past, each under its heading with its count, and shows each booking's code", async () => {
    fakeApi(
      myAppointmentsApi(
        [200, [appointment(4, { bookingCode: "K7QX4M" }), appointment(5, { bookingCode: "ZGS9AY", appointmentDate: "2026-11-30T09:00:00.000Z" })]],
        [200, [appointment(2, { status: "completed", bookingCode: "7JDSUD" }), appointment(3, { status: "cancelled", bookingCode: "DNZ9CU" })]],
      ),
    );
    await render(<MyAppointmentsPage />);
    expect(sections()).toEqual([
      { heading: "Upcoming (2)", cards: ["K7QX4M", "ZGS9AY"] },
      { heading: "Past (2)", cards: ["7JDSUD", "DNZ9CU"] },
    ]);
    expect(cards()[0]!.textContent).toContain("Booking codeK7QX4M");
  });

  it("pages each list on the server", async () => {
    const server = fakeApi({
      "GET /api/appointments/my/upcoming?page=1": [200, { items: [appointment(1)], total: 1, page: 1, pageSize: 10 }],
      "GET /api/appointments/my/past?page=1": [200, { items: Array.from({ length: 10 }, (_, index) => appointment(10 + index, { status: "completed" })), total: 12, page: 1, pageSize: 10 }],
      "GET /api/appointments/my/past?page=2": [200, { items: [appointment(30, { status: "completed", bookingCode: "SS89EQ" }), appointment(31, { status: "completed" })], total: 12, page: 2, pageSize: 10 }],
    });
    await render(<MyAppointmentsPage />);
    const past = container.querySelectorAll("section")[1]!;
    expect(past.querySelector("nav")?.textContent).toContain("Page 1 of 2");
    expect(container.querySelectorAll("section")[0]!.querySelector("nav")).toBeNull();
    await click(button("Next", past));
    await settle();
    expect(server.calls.map((call) => call.url)).toContain("/api/appointments/my/past?page=2");
    expect(past.querySelectorAll("li.appointment-card")).toHaveLength(2);
    expect(past.querySelector(".appointment-card__code")?.textContent).toBe("SS89EQ");
    expect(past.querySelector("nav")?.textContent).toContain("Page 2 of 2");
    expect(document.activeElement).toBe(past.querySelector("h2"));
  });

  it("shows the patient their own review on the visit's card, in stars and words", async () => {
    fakeApi(myAppointmentsApi([200, []], [200, [appointment(2, { status: "completed", reviewed: true, review: { rating: 4, comment: "Kind and thorough" } })]]));
    await render(<MyAppointmentsPage />);
    const [card] = cards();
    expect(card!.textContent).toContain("Your review");
    expect(card!.querySelector("[role=img]")?.getAttribute("aria-label")).toBe("4 stars out of 5");
    expect(card!.querySelectorAll(".star-rating__star--on")).toHaveLength(4);
    expect(card!.textContent).toContain("Kind and thorough");
    expect(button("Leave a review")).toBeUndefined();
  });
});
