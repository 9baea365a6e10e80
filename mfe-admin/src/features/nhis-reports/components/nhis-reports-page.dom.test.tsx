// @vitest-environment happy-dom
import type { NhisReport, NhisReportPage } from "@gh/contracts/licences/options";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, fakeApi, render } from "@gh/test-support";
import NhisReportsPage from "./nhis-reports-page";

const FIRST_PAGE = "GET /api/nhis-reports?page=1";

const report = (id: number, overrides: Partial<NhisReport> = {}): NhisReport => ({
  id,
  appointmentId: 40 + id,
  bookingCode: "K7QX4M",
  providerId: 7,
  providerName: "Dr. Kwame Mensah",
  patientId: 3,
  patientName: "Ama Owusu",
  details: "I was asked to pay ₵80 for malaria tests at the lab.\nMy NHIS card is valid until 2027.",
  visitAt: "2026-11-16T10:30:00.000Z",
  createdAt: "2026-11-18T14:05:00.000Z",
  ...overrides,
});

const reportPage = (items: NhisReport[], overrides: Partial<NhisReportPage> = {}): NhisReportPage => ({ items, total: items.length, page: 1, pageSize: 20, ...overrides });

const headers = () => [...container.querySelectorAll("thead th")].map((th) => th.textContent);
const cells = (row = 0) => [...container.querySelectorAll("tbody tr")[row]!.querySelectorAll("td")].map((td) => td.textContent);

afterEach(cleanup);

describe("NHIS reports", () => {
  it("lists each report, newest first as the server sends them: when, the booking, provider, patient and what they wrote", async () => {
    fakeApi({
      [FIRST_PAGE]: [
        200,
        reportPage([report(2), report(1, { bookingCode: "P3MZ8T", providerId: 9, providerName: "Efua Quartey", patientId: null, patientName: "Former patient", details: "Charged for a consultation.", createdAt: "2026-11-10T08:00:00.000Z", visitAt: "2026-11-09T09:00:00.000Z" })]),
      ],
    });
    await render(<NhisReportsPage />, { route: "/admin/nhis-reports" });

    expect(document.title).toBe("NHIS reports | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("NHIS reports");
    expect(container.textContent).toContain("Only administrators see these reports.");
    expect(container.querySelector("caption")?.textContent).toBe("Reports of NHIS charges, newest first");
    expect(headers()).toEqual(["Reported", "Booking code", "Visit", "Provider", "Patient", "What they wrote"]);
    expect(cells(0)).toEqual([
      "18 Nov 2026, 2:05 PM",
      "K7QX4M",
      "16 Nov 2026",
      "Dr. Kwame Mensah",
      "Ama Owusu",
      "I was asked to pay ₵80 for malaria tests at the lab.\nMy NHIS card is valid until 2027.",
    ]);
    expect(cells(1)).toEqual(["10 Nov 2026, 8:00 AM", "P3MZ8T", "9 Nov 2026", "Efua Quartey", "Former patient", "Charged for a consultation."]);
    expect([...container.querySelectorAll("tbody a")].map((link) => link.getAttribute("href"))).toEqual(["/provider/7", "/provider/9"]);
    expect(container.querySelector(".admin-nhis__showing")?.textContent).toBe("Showing 1–2 of 2");
    expect(container.querySelector('a[href="/admin"]')?.textContent).toBe("Admin Dashboard");
  });

  it("says when no patient has reported a charge", async () => {
    fakeApi({ [FIRST_PAGE]: [200, reportPage([])] });
    await render(<NhisReportsPage />, { route: "/admin/nhis-reports" });
    expect(container.querySelector("tbody")?.textContent).toBe("No patient has reported an NHIS charge.");
  });

  it("pages on the server, keeping the page in the address", async () => {
    const server = fakeApi({
      [FIRST_PAGE]: [200, reportPage([report(45)], { total: 45 })],
      "GET /api/nhis-reports?page=3": [200, reportPage([report(3, { bookingCode: "Z9Z9Z9" })], { total: 45, page: 3 })],
    });
    await render(<NhisReportsPage />, { route: "/admin/nhis-reports" });
    expect(container.querySelector('nav[aria-label="NHIS reports pages"]')).not.toBeNull();
    await click(button("Page 3"));
    expect(cells(0)[1]).toBe("Z9Z9Z9");
    expect(container.querySelector(".admin-nhis__showing")?.textContent).toBe("Showing 41–41 of 45");
    expect(server.calls.map((call) => call.url)).toEqual(["/api/nhis-reports?page=1", "/api/nhis-reports?page=3"]);
  });

  it("opens on the page in the address, and offers Retry when the reports cannot be loaded", async () => {
    let failing = true;
    fakeApi({ "GET /api/nhis-reports?page=2": () => (failing ? [503, { error: { code: "unavailable", message: "The service is briefly unavailable." } }] : [200, reportPage([report(1)], { total: 21, page: 2 })]) });
    await render(<NhisReportsPage />, { route: "/admin/nhis-reports?page=2" });
    expect(container.querySelector("[role=alert]")?.textContent).toContain("We could not load the NHIS reports");
    failing = false;
    await click(button("Retry"));
    expect(cells(0)[1]).toBe("K7QX4M");
  });
});
