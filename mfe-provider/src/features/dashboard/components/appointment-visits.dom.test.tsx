// @vitest-environment happy-dom
/** The dashboard's visits by call: their kind, Join while the window is open, and the note after the visit. */
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ProviderAppointment } from "@gh/contracts/providers/options";
import { button, click, container, description, fakeApi, field, render, settle, shownToast, type, withFixedDate } from "@gh/test-support";
import { providerAppointment as appointment, providerDashboard as dashboard } from "../test/dashboard-fixture";
import ProviderDashboardPage from "./provider-dashboard-page";

// Friday, 20 November 2026, 08:00 in Accra.
const NOW = Date.parse("2026-11-20T08:00:00Z");
const MINUTE = 60_000;
const DASHBOARD = "GET /api/providers/dashboard?page=1";

const at = (ms: number) => new Date(ms).toISOString();
const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;
const items = () => [...container.querySelectorAll<HTMLLIElement>("li.dashboard-appointment")];
const itemOf = (patient: string) => items().find((item) => item.querySelector("h3")?.textContent === patient)!;
const joinLinks = () => [...container.querySelectorAll<HTMLAnchorElement>("a")].filter((link) => link.textContent === "Join");
const dashboardCalls = (server: ReturnType<typeof fakeApi>) => server.calls.filter((call) => call.url.startsWith("/api/providers/dashboard"));
const showing = (...appointments: ProviderAppointment[]) =>
  [200, dashboard({ appointments: { items: appointments, total: appointments.length, page: 1, pageSize: 10 } })] as [number, unknown];

/** A paid, confirmed video visit starting in 10 minutes: the one kind Join is for. */
const joinable = appointment(1, { status: "confirmed", visitType: "video", appointmentDate: at(NOW + 10 * MINUTE) });
/** Completed yesterday, by audio. */
const completed = appointment(2, { status: "completed", visitType: "audio", patientName: "Kofi Asante", appointmentDate: "2026-11-19T10:30:00.000Z" });

withFixedDate(NOW);

describe("visits by call on the provider dashboard", () => {
  it("names the kind of each audio or video visit beside its status", async () => {
    fakeApi({
      [DASHBOARD]: showing(
        appointment(1, { visitType: "audio", patientName: "Ama Owusu" }),
        appointment(2, { visitType: "video", patientName: "Kofi Asante" }),
        appointment(3, { visitType: "in_person", patientName: "Esi Mensah" }),
      ),
    });
    await render(<ProviderDashboardPage />);
    const badges = (patient: string) => [...itemOf(patient).querySelectorAll(".ui-badge")].map((badge) => badge.textContent);
    expect(badges("Ama Owusu")).toEqual(["Awaiting Confirmation", "Audio visit"]);
    expect(badges("Kofi Asante")).toEqual(["Awaiting Confirmation", "Video visit"]);
    expect(badges("Esi Mensah")).toEqual(["Awaiting Confirmation"]);
  });

  it("offers Join only on a paid, confirmed audio or video visit whose join window is open", async () => {
    fakeApi({
      [DASHBOARD]: showing(
        joinable,
        // Confirmed and paid, ended 20 minutes ago: Join stays 30 minutes after the end.
        appointment(2, { status: "confirmed", visitType: "audio", patientName: "Kofi Asante", appointmentDate: at(NOW - 50 * MINUTE) }),
        appointment(3, { status: "confirmed", visitType: "audio", patientName: "Too Early", appointmentDate: at(NOW + 16 * MINUTE) }),
        appointment(4, { status: "confirmed", visitType: "audio", patientName: "Too Late", appointmentDate: at(NOW - 61 * MINUTE) }),
        appointment(5, { status: "pending", visitType: "audio", patientName: "Not Confirmed", appointmentDate: at(NOW + 5 * MINUTE) }),
        appointment(6, { status: "confirmed", paymentStatus: "pending", visitType: "audio", patientName: "Not Paid", appointmentDate: at(NOW + 5 * MINUTE) }),
        appointment(7, { status: "confirmed", visitType: "in_person", patientName: "In Person", appointmentDate: at(NOW + 5 * MINUTE) }),
      ),
    });
    await render(<ProviderDashboardPage />);
    await click([...container.querySelectorAll<HTMLButtonElement>("[role=tab]")].find((tab) => tab.textContent === "Appointments"));

    expect(joinLinks().map((link) => [link.getAttribute("href"), link.getAttribute("aria-label")])).toEqual([
      ["/visits/1", "Join the visit with Ama Owusu"],
      ["/visits/2", "Join the visit with Kofi Asante"],
    ]);
    expect(joinLinks()[0]!.className).toContain("ui-button--primary");
    for (const patient of ["Too Early", "Too Late", "Not Confirmed", "Not Paid", "In Person"]) {
      expect(itemOf(patient).querySelector("a[href^='/visits/']"), patient).toBeNull();
    }
  });

  it("shows Join when the window opens while the dashboard is open, and takes it away when it closes", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(NOW);
    // Starts in 16 minutes: Join opens in one minute, and closes 30 minutes after its 30-minute slot.
    fakeApi({ [DASHBOARD]: showing({ ...joinable, appointmentDate: at(NOW + 16 * MINUTE) }) });
    await render(<ProviderDashboardPage />);
    expect(joinLinks()).toEqual([]);

    await act(async () => vi.advanceTimersByTime(MINUTE));
    expect(joinLinks()).toHaveLength(1);

    await act(async () => vi.advanceTimersByTime(75 * MINUTE));
    expect(joinLinks()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(MINUTE));
    expect(joinLinks()).toEqual([]);
  });

  it("writes a note to the patient after a completed visit, and shows it under the appointment", async () => {
    const server = fakeApi({
      [DASHBOARD]: showing(completed),
      "PUT /api/providers/appointments/2/visit-note": ({ body }) => [200, { ...completed, visitNote: (body as { note: string }).note }],
    });
    await render(<ProviderDashboardPage />);
    expect(itemOf("Kofi Asante").textContent).not.toContain("Visit note");

    await click(button("Write visit note", itemOf("Kofi Asante")));
    expect(dialog()!.querySelector("h2")?.textContent).toBe("Write visit note");
    expect(dialog()!.textContent).toContain("Kofi Asante, Thursday, 19 November 2026 at 10:30 AM");
    const note = field<HTMLTextAreaElement>("Note to the patient");
    expect(document.activeElement).toBe(note);
    expect(note.maxLength).toBe(1000);
    expect(description(note)).toContain("0 of 1000 characters");

    type(note, "  Your blood pressure is fine.\nCome back in three months.  ");
    expect(description(note)).toContain("59 of 1000 characters");
    await click(button("Save note", dialog()!));

    expect(server.posts()).toEqual([
      { method: "PUT", url: "/api/providers/appointments/2/visit-note", body: { note: "Your blood pressure is fine.\nCome back in three months." } },
    ]);
    expect(shownToast()).toMatchObject({ title: "Visit Note Saved", variant: "success" });
    expect(dialog()).toBeNull();
    const fact = [...itemOf("Kofi Asante").querySelectorAll("dt")].find((dt) => dt.textContent === "Visit note");
    expect(fact?.nextElementSibling?.textContent).toBe("Your blood pressure is fine.\nCome back in three months.");
    expect(button("Edit visit note", itemOf("Kofi Asante"))).toBeDefined();
    // The answer is the saved appointment: shown at once, without asking for the dashboard again.
    expect(dashboardCalls(server)).toHaveLength(1);
  });

  it("opens an existing note to change it, and removes it when emptied", async () => {
    const written = { ...completed, visitNote: "Rest for a week." };
    const server = fakeApi({
      [DASHBOARD]: showing(written),
      "PUT /api/providers/appointments/2/visit-note": [200, { ...completed, visitNote: null }],
    });
    await render(<ProviderDashboardPage />);
    expect(itemOf("Kofi Asante").textContent).toContain("Rest for a week.");

    await click(button("Edit visit note", itemOf("Kofi Asante")));
    expect(dialog()!.querySelector("h2")?.textContent).toBe("Edit visit note");
    expect(field<HTMLTextAreaElement>("Note to the patient").value).toBe("Rest for a week.");
    type(field<HTMLTextAreaElement>("Note to the patient"), "");
    await click(button("Save note", dialog()!));

    expect(server.posts()[0]!.body).toEqual({ note: "" });
    expect(shownToast()).toMatchObject({ title: "Visit Note Removed" });
    expect(itemOf("Kofi Asante").textContent).not.toContain("Rest for a week.");
    expect(button("Write visit note", itemOf("Kofi Asante"))).toBeDefined();
  });

  it("offers a note only once the visit is completed", async () => {
    fakeApi({ [DASHBOARD]: showing(joinable, completed) });
    await render(<ProviderDashboardPage />);
    expect(button(/visit note/, itemOf("Ama Owusu"))).toBeUndefined();
    expect(button("Write visit note", itemOf("Kofi Asante"))).toBeDefined();
  });

  it("shows the server's problem with the note under it, and keeps the dialog open", async () => {
    fakeApi({
      [DASHBOARD]: showing(completed),
      "PUT /api/providers/appointments/2/visit-note": [
        400,
        { error: { code: "validation_failed", message: "Please check the highlighted fields.", fields: { note: "Must be at most 1000 characters" } } },
      ],
    });
    await render(<ProviderDashboardPage />);
    await click(button("Write visit note"));
    type(field<HTMLTextAreaElement>("Note to the patient"), "Take the tablets twice a day.");
    await click(button("Save note", dialog()!));

    const note = field<HTMLTextAreaElement>("Note to the patient");
    expect(description(note)).toContain("Must be at most 1000 characters");
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(note);
    expect(note.value).toBe("Take the tablets twice a day.");
    expect(dialog()).not.toBeNull();
  });

  it("says in the dialog why the server refuses the note, and shows the appointment as it now is", async () => {
    const server = fakeApi({
      [DASHBOARD]: showing(completed),
      "PUT /api/providers/appointments/2/visit-note": [409, { error: { code: "conflict", message: "Only completed visits can have a visit note." } }],
    });
    await render(<ProviderDashboardPage />);
    await click(button("Write visit note"));
    type(field<HTMLTextAreaElement>("Note to the patient"), "Take the tablets twice a day.");
    await click(button("Save note", dialog()!));

    expect(dialog()!.querySelector("[role=alert]")?.textContent).toBe("Only completed visits can have a visit note.");
    expect(field<HTMLTextAreaElement>("Note to the patient").value).toBe("Take the tablets twice a day.");
    expect(dashboardCalls(server)).toHaveLength(2);
  });

  it("keeps the note to try again when the connection fails", async () => {
    let answers = 0;
    const server = fakeApi({
      [DASHBOARD]: showing(completed),
      "PUT /api/providers/appointments/2/visit-note": () => (answers++ === 0 ? [502] : [200, { ...completed, visitNote: "Rest." }]),
    });
    await render(<ProviderDashboardPage />);
    await click(button("Write visit note"));
    type(field<HTMLTextAreaElement>("Note to the patient"), "Rest.");
    await click(button("Save note", dialog()!));
    expect(dialog()!.querySelector("[role=alert]")?.textContent).toBe("We could not save the note. Check your connection and try again.");

    await click(button("Save note", dialog()!));
    expect(dialog()).toBeNull();
    expect(server.posts()).toHaveLength(2);
    await settle();
    expect(itemOf("Kofi Asante").textContent).toContain("Rest.");
  });
});
