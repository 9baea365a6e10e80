// @vitest-environment happy-dom
import type { PatientAppointment } from "@gh/contracts/appointments";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, container, fakeApi, render } from "@gh/test-support";
import { accountUser } from "@gh/test-support/account-user";
import { patientAppointment } from "@gh/test-support/patient-appointment";
import { Header } from "../../../layout/header";
import PatientDashboard from "./patient-dashboard";

const PATIENT = accountUser();

const appointment = (id: number, appointmentDate: string, status: PatientAppointment["status"], firstName = "Kwame"): PatientAppointment => {
  const base = patientAppointment(id);
  return { ...base, appointmentDate, status, patientName: "Ama Owusu", patientEmail: PATIENT.email, provider: { ...base.provider, user: { firstName, lastName: "Mensah" } } };
};

/** The home as a patient sees it: the site header above the dashboard. */
async function openHome(appointments: PatientAppointment[]) {
  const server = fakeApi({ "GET /api/user": [200, PATIENT], "GET /api/appointments/my": [200, appointments] });
  const client = await render(
    <>
      <Header />
      <PatientDashboard />
    </>,
  );
  return { server, client };
}

const activity = () => container.querySelector<HTMLElement>('section[aria-labelledby="home-activity-title"]')!;
/** An item's words as a screen reader reads them: its separate lines (spans) apart, not run together. */
function words(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent!.trim());
  return parts.filter(Boolean).join(" ");
}
const items = () => [...activity().querySelectorAll("li")].map(words);
const named = (name: string) => [...container.querySelectorAll("a, button")].filter((element) => element.textContent?.trim() === name);
const linkTo = (name: string) => named(name).map((element) => element.getAttribute("href"));

afterEach(cleanup);

describe("patient home", () => {
  it("lists the three latest appointments with provider, date and status, sharing My Appointments' cache", async () => {
    const { client } = await openHome([
      appointment(1, "2026-10-01T09:00:00.000Z", "completed", "Kofi"),
      appointment(2, "2026-11-23T10:30:00.000Z", "pending", "Kwame"),
      appointment(3, "2026-11-02T14:00:00.000Z", "cancelled", "Efua"),
      appointment(4, "2026-09-15T08:00:00.000Z", "completed", "Yaw"),
    ]);
    expect(items()).toEqual([
      "Dr. Kwame Mensah Monday, 23 November 2026 at 10:30 AM Awaiting Confirmation",
      "Dr. Efua Mensah Monday, 2 November 2026 at 2:00 PM Cancelled",
      "Dr. Kofi Mensah Thursday, 1 October 2026 at 9:00 AM Completed",
      "Account created 5 January 2026",
    ]);
    expect(activity().textContent).not.toContain("No recent appointments");
    expect(linkTo("View all appointments")).toEqual(["/my-appointments"]);
    expect(linkTo("Book an appointment")).toEqual([]);
    // The booking area reads and refreshes the same entry.
    expect(client.getQueryData(["/api/appointments/my"])).toHaveLength(4);
  });

  it('says "No recent appointments" and offers to book when there are none', async () => {
    await openHome([]);
    expect(items()).toEqual(["Account created 5 January 2026", "No recent appointments"]);
    expect(linkTo("Book an appointment")).toEqual(["/search"]);
  });

  it("does not claim there are no appointments when they could not be loaded", async () => {
    fakeApi({ "GET /api/user": [200, PATIENT], "GET /api/appointments/my": [500, { error: { code: "internal", message: "Oops" } }] });
    await render(<PatientDashboard />);
    expect(activity().textContent).not.toContain("No recent appointments");
    expect(linkTo("View all appointments")).toEqual(["/my-appointments"]);
  });

  it("has one Sign Out (the header's; its phone menu's copy aside) and a My Appointments link in the header", async () => {
    await openHome([]);
    const header = container.querySelector<HTMLElement>("header.shell-header")!;
    const signOuts = named("Sign Out");
    expect(signOuts.length).toBeGreaterThan(0);
    expect(signOuts.every((control) => header.contains(control))).toBe(true);
    expect(signOuts.filter((control) => !control.closest("details"))).toHaveLength(1);
    // The phone menu's copy sits in a closed <details> until opened, so only the header's own link shows.
    const shown = [...header.querySelectorAll("a")].filter((a) => !a.closest("details:not([open]) > :not(summary)"));
    expect(shown.filter((a) => a.textContent === "My Appointments").map((a) => a.getAttribute("href"))).toEqual(["/my-appointments"]);
  });
});
