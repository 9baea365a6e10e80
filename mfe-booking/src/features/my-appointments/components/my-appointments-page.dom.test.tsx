// @vitest-environment happy-dom
import type { PatientAppointment } from "@gh/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, fakeApi, field, render, shownToast, type } from "../../../test/dom";
import MyAppointmentsPage from "./my-appointments-page";

const appointment = (id: number, overrides: Partial<PatientAppointment> = {}): PatientAppointment => ({
  id,
  status: "confirmed",
  paymentStatus: "completed",
  appointmentDate: "2026-11-23T10:30:00.000Z",
  fee: "150.00",
  platformCommission: "15.00",
  reason: "Chest pain",
  patientName: "Akosua Boateng",
  patientPhone: "+233241234567",
  patientEmail: "akosua@example.com",
  transactionId: `apt_${id}_1795000000000`,
  holdExpiresAt: null,
  reviewed: false,
  provider: {
    id: 7,
    title: "Dr",
    user: { firstName: "Kwame", lastName: "Mensah" },
    profileImage: null,
    specialty: "cardiology",
    location: "East Legon Clinic",
    city: "Accra",
    region: "Greater Accra",
    address: "12 Lagos Avenue",
    phone: "+233 30 212 3456",
    email: "kwame@example.com",
    consultationFee: "150.00",
  },
  ...overrides,
});

const dialog = () => document.querySelector("dialog")!;
const cards = () => [...container.querySelectorAll<HTMLLIElement>("li.appointment-card")];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.parse("2026-11-20T08:00:00Z"));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("My Appointments", () => {
  it("shows each appointment's provider, time, place, fee and payment", async () => {
    fakeApi({
      "GET /api/appointments/my": [
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
      ],
    });
    await render(<MyAppointmentsPage />);
    expect(document.title).toBe("My Appointments | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("My Appointments");

    const [paid, unpaid] = cards();
    expect(paid!.querySelector("h2")?.textContent).toBe("Dr. Kwame Mensah");
    expect(paid!.textContent).toContain("Cardiology");
    expect(paid!.querySelector(".ui-badge")?.textContent).toBe("Confirmed");
    for (const text of ["Monday, November 23, 2026", "10:30 AM", "East Legon Clinic, Accra, Greater Accra", "₵150.00", "Chest pain", "Paid · Reference apt_1_1795000000000"]) {
      expect(paid!.textContent).toContain(text);
    }
    expect(paid!.querySelector('a[href="tel:+233302123456"]')?.textContent).toBe("+233 30 212 3456");
    expect(paid!.querySelector('a[href="mailto:kwame@example.com"]')).not.toBeNull();

    expect(unpaid!.querySelector("h2")?.textContent).toBe("Ama Owusu");
    expect(unpaid!.querySelector(".ui-badge")?.textContent).toBe("Awaiting Confirmation");
    expect(unpaid!.textContent).toContain("Dental Care");
    expect(unpaid!.textContent).toContain("2:00 PM");
    expect(unpaid!.textContent).toContain("Awaiting payment");
    expect(unpaid!.textContent).not.toContain("Reason");
  });

  it("offers Reschedule and Cancel only while an appointment is pending or confirmed, and a review after the visit", async () => {
    fakeApi({
      "GET /api/appointments/my": [200, [appointment(1), appointment(2, { status: "completed" }), appointment(3, { status: "cancelled" })]],
    });
    await render(<MyAppointmentsPage />);
    const actions = cards().map((card) => [...card.querySelectorAll("button")].map((b) => b.textContent));
    expect(actions).toEqual([["Reschedule", "Cancel"], ["Leave a review"], []]);
  });

  it("points a patient with no appointments to the search", async () => {
    fakeApi({ "GET /api/appointments/my": [200, []] });
    await render(<MyAppointmentsPage />);
    expect(container.querySelector("h2")?.textContent).toBe("No Appointments Yet");
    const link = [...container.querySelectorAll("a")].find((a) => a.textContent === " Find Providers" || a.textContent === "Find Providers");
    expect(link?.getAttribute("href")).toBe("/search");
  });

  it("offers Retry when the list cannot be loaded", async () => {
    let answers = 0;
    fakeApi({ "GET /api/appointments/my": () => (answers++ === 0 ? [500] : [200, [appointment(1)]]) });
    await render(<MyAppointmentsPage />);
    expect(container.textContent).toContain("We could not load your appointments");
    await click(button("Retry"));
    expect(cards()).toHaveLength(1);
  });

  it("reschedules to a new day and time, asking for both first", async () => {
    const server = fakeApi({
      "GET /api/appointments/my": [200, [appointment(1)]],
      "GET /api/providers/7/availability?date=2026-11-25": [
        200,
        { providerId: 7, date: "2026-11-25", slots: [{ time: "09:00", startsAt: "2026-11-25T09:00:00.000Z", available: true }] },
      ],
      "PUT /api/appointments/1": [200, appointment(1, { appointmentDate: "2026-11-25T09:00:00.000Z" })],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Reschedule"));
    expect(document.querySelector("dialog h2")?.textContent).toBe("Reschedule Appointment");
    expect(button("Sunday, November 22, 2026")!.getAttribute("aria-disabled")).toBe("true");

    await click(button("Reschedule", dialog()));
    expect(shownToast()).toMatchObject({ title: "Missing Information", description: "Please select both date and time." });
    expect(server.posts()).toEqual([]);

    await click(button("Wednesday, November 25, 2026"));
    await click(button("9:00 AM"));
    await click(button("Reschedule", dialog()));
    expect(server.posts()).toEqual([{ method: "PUT", url: "/api/appointments/1", body: { appointmentDate: "2026-11-25T09:00:00.000Z" } }]);
    expect(shownToast()?.title).toBe("Appointment Rescheduled");
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("says inline when the new time was just taken", async () => {
    fakeApi({
      "GET /api/appointments/my": [200, [appointment(1)]],
      "GET /api/providers/7/availability?date=2026-11-25": [
        200,
        { providerId: 7, date: "2026-11-25", slots: [{ time: "09:00", startsAt: "2026-11-25T09:00:00.000Z", available: true }] },
      ],
      "PUT /api/appointments/1": [409, { error: { code: "conflict", message: "This time slot has just been taken. Please choose another time." } }],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Reschedule"));
    await click(button("Wednesday, November 25, 2026"));
    await click(button("9:00 AM"));
    await click(button("Reschedule", dialog()));
    expect(shownToast()).toMatchObject({ title: "Reschedule Failed", description: "Unable to reschedule appointment. Please try again." });
    expect(document.querySelector("dialog [role=alert]")?.textContent).toBe("This time slot has just been taken. Please choose another time.");
  });

  it("cancels after asking, and keeps the question open when cancelling fails", async () => {
    let fail = true;
    const server = fakeApi({
      "GET /api/appointments/my": [200, [appointment(1)]],
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

  it("reviews a completed visit in half stars", async () => {
    const server = fakeApi({
      "GET /api/appointments/my": [200, [appointment(1, { status: "completed" })]],
      "POST /api/appointments/1/review": [201, { id: 9 }],
    });
    await render(<MyAppointmentsPage />);
    await click(button("Leave a review"));
    const rating = field<HTMLSelectElement>("Rating");
    expect([...rating.options].map((o) => o.value)).toEqual(["", "5", "4.5", "4", "3.5", "3", "2.5", "2", "1.5", "1", "0.5", "0"]);
    expect(button("Submit Review")!.disabled).toBe(true);

    type(rating, "4.5");
    type(field<HTMLTextAreaElement>("Comment (optional)"), " Kind and thorough. ");
    await click(button("Submit Review"));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/appointments/1/review", body: { rating: 4.5, comment: "Kind and thorough." } }]);
    expect(shownToast()).toMatchObject({ title: "Review Submitted", description: "Thank you for sharing your experience." });
  });
});
