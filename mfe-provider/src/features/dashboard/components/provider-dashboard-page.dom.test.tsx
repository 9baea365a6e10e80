// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type, withFixedDate } from "@gh/test-support";
import { providerAppointment as appointment, providerDashboard as dashboard, review } from "../test/dashboard-fixture";
import ProviderDashboardPage from "./provider-dashboard-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const DASHBOARD = "GET /api/providers/dashboard?page=1";

const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement;
const items = () => [...container.querySelectorAll<HTMLLIElement>("li.dashboard-appointment")];
const buttonsOf = (element: Element) => [...element.querySelectorAll(".dashboard-appointment__actions button")].map((b) => b.textContent);
const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")].find((t) => t.textContent === name);
const dashboardCalls = (server: ReturnType<typeof fakeApi>) => server.calls.filter((call) => call.url.startsWith("/api/providers/dashboard"));

/** Paid, awaiting confirmation, next Monday. */
const upcoming = appointment(1);
/** Confirmed, yesterday morning: the visit has happened. */
const yesterday = appointment(2, { status: "confirmed", patientName: "Kofi Asante", appointmentDate: "2026-11-19T10:30:00.000Z", date: "2026-11-19" });

withFixedDate(NOW);

describe("the provider dashboard", () => {
  it("shows who the provider is, their stat cards and the five tabs", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard()] });
    await render(<ProviderDashboardPage />);
    expect(document.title).toBe("Provider Dashboard | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("Dr. Kwame Mensah");
    const header = container.querySelector(".dashboard-header")!;
    expect(header.textContent).toContain("General Practice");
    expect(header.textContent).toContain("East Legon Clinic, Accra, Greater Accra");
    expect(header.querySelector('a[href="/provider/edit-profile"]')?.textContent).toBe("Edit Profile");
    expect(header.querySelector('a[href="/provider/settings"]')?.textContent).toBe("Settings");

    const stats = [...container.querySelectorAll(".dashboard-stat")].map((card) => card.textContent);
    expect(stats).toEqual([
      "Today's Appointments2",
      "Upcoming Appointments5",
      "Pending Confirmations3",
      "Completed This Month9",
      "Earnings This Month₵1,350.00Your 90% of completed visits",
      "Average Rating4.612 reviews",
    ]);
    expect([...container.querySelectorAll("[role=tab]")].map((t) => t.textContent)).toEqual(["Overview", "Appointments", "Earnings", "Reviews", "Profile"]);
    expect(tab("Overview")!.getAttribute("aria-selected")).toBe("true");
    expect(container.textContent).toContain("Quick Actions");
    expect(container.textContent).not.toContain("Your working hours are the default");
  });

  it("says when the provider still has the default working hours, with the way to change them", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard({ usingDefaultHours: true })] });
    await render(<ProviderDashboardPage />);
    const notice = container.querySelector(".dashboard-notice")!;
    expect(notice.textContent).toContain("Your working hours are the default Monday to Friday, 9:00 AM - 5:00 PM.");
    expect(notice.querySelector("a")?.getAttribute("href")).toBe("/provider/edit-profile");
  });

  it("shows the last three appointments on the Overview", async () => {
    const five = [1, 2, 3, 4, 5].map((id) => appointment(id, { patientName: `Patient ${id}` }));
    fakeApi({ [DASHBOARD]: [200, dashboard({ appointments: { items: five, total: 5, page: 1, pageSize: 10 } })] });
    await render(<ProviderDashboardPage />);
    expect(items().map((item) => item.querySelector("h3")?.textContent)).toEqual(["Patient 1", "Patient 2", "Patient 3"]);

    await click(button("Manage Appointments"));
    expect(tab("Appointments")!.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(tab("Appointments"));
    expect(container.textContent).toContain("Showing 1–5 of 5 appointments");
  });

  it("lists each appointment's patient, booking code, time, fee, reason, status and payment", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard()] });
    await render(<ProviderDashboardPage />);
    await click(tab("Appointments"));
    const [item] = items();
    expect(item!.querySelector("h3")?.textContent).toBe("Ama Owusu");
    expect(item!.querySelector(".ui-badge")?.textContent).toBe("Awaiting Confirmation");
    for (const text of ["Booking codeK7QX4M", "Monday, 23 November 2026", "10:30 AM", "₵150.00", "Paid", "Persistent cough", "ama@example.com", "+233241234567"]) {
      expect(item!.textContent).toContain(text);
    }
    expect(item!.querySelector('a[href="mailto:ama@example.com"]')).not.toBeNull();
    expect(item!.querySelector('a[href="tel:+233241234567"]')).not.toBeNull();
  });

  it("offers only the lifecycle buttons the appointment allows now", async () => {
    const list = [
      upcoming,
      yesterday,
      appointment(3, { paymentStatus: "pending" }),
      appointment(4, { status: "confirmed" }),
      appointment(5, { status: "completed", appointmentDate: "2026-11-19T09:00:00.000Z" }),
      appointment(6, { status: "cancelled", cancellationReason: "Doctor is ill" }),
      appointment(7, { status: "unheard-of" as never }),
    ];
    fakeApi({ [DASHBOARD]: [200, dashboard({ appointments: { items: list, total: 7, page: 1, pageSize: 10 } })] });
    await render(<ProviderDashboardPage />);
    await click(tab("Appointments"));
    expect(items().map(buttonsOf)).toEqual([["Confirm", "Cancel"], ["Mark Completed", "Mark No-show"], [], ["Cancel"], ["Write visit note"], [], ["Confirm", "Cancel"]]);
    expect(items()[5]!.textContent).toContain("Doctor is ill");
    expect(items()[6]!.querySelector(".ui-badge")?.textContent).toBe("Awaiting Confirmation");
  });

  it("confirms after asking, then refreshes the dashboard and the directory's provider data", async () => {
    let confirmed = false;
    const server = fakeApi({
      [DASHBOARD]: () => [200, dashboard({ appointments: { items: [confirmed ? { ...upcoming, status: "confirmed" } : upcoming], total: 1, page: 1, pageSize: 10 } })],
      "PATCH /api/providers/appointments/1": () => {
        confirmed = true;
        return [200, { ...upcoming, status: "confirmed" }];
      },
    });
    const client = await render(<ProviderDashboardPage />);
    client.setQueryData(["/api/providers", "7"], dashboard().provider);
    client.setQueryData(["/api/providers/featured?limit=3"], []);
    client.setQueryData(["/api/user"], { id: 3 });

    await click(button("Confirm"));
    expect(dialog().getAttribute("role")).toBe("alertdialog");
    expect(dialog().querySelector("h2")?.textContent).toBe("Confirm Appointment");
    expect(dialog().textContent).toContain("Ama Owusu, Monday, 23 November 2026 at 10:30 AM");
    expect(server.posts()).toEqual([]);

    await click(button("Confirm", dialog()));
    expect(server.posts()).toEqual([{ method: "PATCH", url: "/api/providers/appointments/1", body: { status: "confirmed" } }]);
    expect(shownToast()).toMatchObject({ title: "Appointment Confirmed", variant: "success" });
    expect(dialog()).toBeNull();
    expect(dashboardCalls(server)).toHaveLength(2);
    expect(items()[0]!.querySelector(".ui-badge")?.textContent).toBe("Confirmed");
    expect(buttonsOf(items()[0]!)).toEqual(["Cancel"]);
    expect(client.getQueryState(["/api/providers", "7"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/providers/featured?limit=3"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["/api/user"])?.isInvalidated).toBe(false);
  });

  it("cancels only with a reason for the patient", async () => {
    const server = fakeApi({
      [DASHBOARD]: [200, dashboard()],
      "PATCH /api/providers/appointments/1": [200, { ...upcoming, status: "cancelled" }],
    });
    await render(<ProviderDashboardPage />);
    await click(button("Cancel"));
    expect(dialog().querySelector("h2")?.textContent).toBe("Cancel Appointment");
    const reason = field<HTMLTextAreaElement>("Reason for cancellation");
    expect(reason.required).toBe(true);

    await click(button("Cancel Appointment", dialog()));
    expect(server.posts()).toEqual([]);
    expect(description(reason)).toContain("Tell the patient why the appointment is cancelled");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(dialog()).not.toBeNull();

    type(reason, "The clinic is closed for a funeral");
    await click(button("Cancel Appointment", dialog()));
    expect(server.posts()).toEqual([
      { method: "PATCH", url: "/api/providers/appointments/1", body: { status: "cancelled", reason: "The clinic is closed for a funeral" } },
    ]);
    expect(shownToast()?.title).toBe("Appointment Cancelled");
    expect(dialog()).toBeNull();
  });

  it("shows the server's refusal when the appointment changed meanwhile", async () => {
    const server = fakeApi({
      [DASHBOARD]: [200, dashboard({ appointments: { items: [yesterday], total: 1, page: 1, pageSize: 10 } })],
      "PATCH /api/providers/appointments/2": [
        409,
        { error: { code: "conflict", message: "Only confirmed appointments that have started can be marked completed." } },
      ],
    });
    await render(<ProviderDashboardPage />);
    await click(button("Mark Completed"));
    await click(button("Mark Completed", dialog()));
    expect(shownToast()).toMatchObject({
      title: "Update Failed",
      description: "Only confirmed appointments that have started can be marked completed.",
      variant: "destructive",
    });
    expect(dialog()).toBeNull();
    expect(dashboardCalls(server)).toHaveLength(2);
  });

  it("keeps the question open to retry when the connection fails", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard({ appointments: { items: [yesterday], total: 1, page: 1, pageSize: 10 } })], "PATCH /api/providers/appointments/2": [500] });
    await render(<ProviderDashboardPage />);
    await click(button("Mark No-show"));
    await click(button("Mark No-show", dialog()));
    expect(shownToast()?.title).toBe("Update Failed");
    expect(dialog()).not.toBeNull();
  });

  it("filters appointments by status and dates, and pages through them", async () => {
    const page = (n: number, total = 25) => [200, dashboard({ appointments: { items: [appointment(n, { patientName: `Page ${n}` })], total, page: n, pageSize: 10 } })] as [number, unknown];
    const server = fakeApi({
      [DASHBOARD]: page(1),
      "GET /api/providers/dashboard?page=2": page(2),
      "GET /api/providers/dashboard?page=1&status=confirmed": page(1, 1),
      "GET /api/providers/dashboard?page=1&status=confirmed&from=2026-11-01": page(1, 1),
    });
    await render(<ProviderDashboardPage />);
    await click(tab("Appointments"));
    expect(container.textContent).toContain("Showing 1–1 of 25 appointments");
    const pages = container.querySelector('nav[aria-label="Appointment pages"]')!;
    expect([...pages.querySelectorAll("li button")].map((b) => b.textContent)).toEqual(["1", "2", "3"]);
    expect(button("Page 1", pages)!.getAttribute("aria-current")).toBe("page");
    expect(button(/Previous/, pages)!.disabled).toBe(true);

    await click(button(/Next/, pages));
    expect(server.calls.at(-1)?.url).toBe("/api/providers/dashboard?page=2");
    expect(items()[0]!.textContent).toContain("Page 2");
    expect(button("Page 2")!.getAttribute("aria-current")).toBe("page");

    type(field<HTMLSelectElement>("Status"), "confirmed");
    await settle();
    expect(server.calls.at(-1)?.url).toBe("/api/providers/dashboard?page=1&status=confirmed");
    expect(container.querySelector('nav[aria-label="Appointment pages"]')).toBeNull();

    type(field("From"), "2026-11-01");
    await settle();
    expect(server.calls.at(-1)?.url).toBe("/api/providers/dashboard?page=1&status=confirmed&from=2026-11-01");

    const before = server.calls.length;
    type(field("To"), "2026-10-01");
    await settle();
    expect(description(field("To"))).toContain("The end date must be on or after the start date");
    expect(server.calls.length).toBe(before);
  });

  it("shows the latest reviews and the provider's profile", async () => {
    fakeApi({ [DASHBOARD]: [200, dashboard({ reviews: [review(1, { comment: "Very kind and thorough." })] })] });
    await render(<ProviderDashboardPage />);
    await click(tab("Reviews"));
    expect(container.textContent).toContain("4.6 average from 12 reviews");
    expect(container.textContent).toContain("Very kind and thorough.");
    expect(container.querySelector('[role="img"][aria-label="Rated 4.5 out of 5"]')).not.toBeNull();
    expect(container.querySelector('a[href="/provider/reviews"]')).not.toBeNull();

    await click(tab("Profile"));
    const profile = container.querySelector(".dashboard-profile")!;
    for (const text of ["MDC/RN/12345", "₵150.00", "Korle Bu Teaching Hospital", "Consultations, Vaccinations", "English, Twi", "Verified Provider", "Monday 9:00 AM - 5:00 PM", "Sunday Closed"]) {
      expect(profile.textContent).toContain(text);
    }
    expect(profile.querySelector('a[href="/provider/edit-profile"]')?.textContent).toBe("Edit Profile");
  });

  it("says in the profile whether the practice is open 24 hours and takes walk-ins", async () => {
    const factOf = (term: string) =>
      [...container.querySelectorAll(".dashboard-profile dt")].find((dt) => dt.textContent === term)?.nextElementSibling?.textContent;
    const { provider } = dashboard();
    fakeApi({ [DASHBOARD]: [200, dashboard({ provider: { ...provider, open24Hours: true, acceptsWalkIns: true } })] });
    await render(<ProviderDashboardPage />);
    await click(tab("Profile"));
    expect(factOf("Open 24 Hours")).toBe("Yes, around the clock");
    expect(factOf("Walk-in Patients")).toBe("Walk-ins welcome");

    cleanup();
    fakeApi({ [DASHBOARD]: [200, dashboard()] });
    await render(<ProviderDashboardPage />);
    await click(tab("Profile"));
    expect(factOf("Open 24 Hours")).toBe("No");
    expect(factOf("Walk-in Patients")).toBe("By appointment only");
  });

  it("sends a provider without a profile to register one", async () => {
    fakeApi({ [DASHBOARD]: [404, { error: { code: "not_found", message: "Provider Profile Not Found" } }] });
    await render(<ProviderDashboardPage />);
    expect(container.querySelector("h1")?.textContent).toBe("Provider Profile Not Found");
    expect(container.querySelector('a[href="/register-provider"]')?.textContent).toBe("Register as Provider");
  });

  it("offers Retry when the dashboard cannot be loaded", async () => {
    let answers = 0;
    fakeApi({ [DASHBOARD]: () => (answers++ === 0 ? [500] : [200, dashboard()]) });
    await render(<ProviderDashboardPage />);
    expect(container.textContent).toContain("We could not load your dashboard");
    await click(button("Retry"));
    expect(container.querySelector("h1")?.textContent).toBe("Dr. Kwame Mensah");
  });
});
