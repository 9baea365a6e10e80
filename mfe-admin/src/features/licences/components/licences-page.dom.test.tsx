// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, shownToast, type } from "@gh/test-support";
import { adminLicence, licenceQueue } from "../test/licence-fixture";
import LicencesPage from "./licences-page";

// Friday, 20 November 2026, 08:00 in Accra: before 1 December, so only this year can be approved.
const NOVEMBER = Date.parse("2026-11-20T08:00:00Z");
// Wednesday, 2 December 2026: next year's licences may be approved too.
const DECEMBER = Date.parse("2026-12-02T08:00:00Z");

const PENDING = "GET /api/admin/licences?status=pending&page=1";
const kwame = adminLicence(31);
const efua = adminLicence(32, {
  providerId: 9,
  providerName: "Efua Quartey",
  specialty: "pharmacy",
  regulator: "pharmacy",
  registrationNumber: "PC/2019/0881",
  profileLicenseNumber: "PC-2018-0007",
  documentType: "application/pdf",
  sizeBytes: 1_258_291,
  licenceVerifiedFor: 2025,
});

const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;
const cards = () => [...container.querySelectorAll<HTMLElement>("article.admin-licence")];
const card = (name: string) => cards().find((c) => c.querySelector("h3")?.textContent === name)!;
const facts = (element: Element) => Object.fromEntries([...element.querySelectorAll(".admin-licence__fact")].map((f) => [f.querySelector("dt")!.textContent, f.querySelector("dd")!.textContent]));
const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>("[role=tab]")].find((t) => t.textContent === name);
const radio = (label: string) => [...dialog()!.querySelectorAll("label")].find((l) => l.textContent === label)!.querySelector("input")!;
const pressEscape = () => act(() => void dialog()!.dispatchEvent(new Event("cancel", { cancelable: true })));

function at(now: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

beforeEach(() => at(NOVEMBER));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the licence verification queue", () => {
  it("shows each waiting licence's provider and what they entered beside the document", async () => {
    fakeApi({ [PENDING]: [200, licenceQueue("pending", [kwame, efua])] });
    await render(<LicencesPage />, { route: "/admin/licences" });

    expect(document.title).toBe("Licences | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("Licences");
    expect([...container.querySelectorAll("[role=tab]")].map((t) => t.textContent)).toEqual(["Pending", "Approved", "Rejected"]);
    expect(tab("Pending")!.getAttribute("aria-selected")).toBe("true");
    expect(container.querySelector("h2")?.textContent).toBe("Licences waiting for review");
    expect(container.querySelector(".admin-licences__count")?.textContent).toBe("2");

    const photo = card("Dr. Kwame Mensah");
    expect(photo.querySelector("h3 a")?.getAttribute("href")).toBe("/provider/7");
    expect(photo.textContent).toContain("Cardiology");
    expect(photo.querySelector(".ui-badge")?.textContent).toBe("Pending Verification");
    expect(facts(photo)).toEqual({
      Regulator: "Medical and Dental Council",
      "Registration number": "MDC/RN/10442",
      "Licence number on the profile": "MDC/RN/10442",
      Sent: "18 Nov 2026, 9:40 AM",
    });
    const image = photo.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/api/licences/31/document");
    expect(image.getAttribute("alt")).toBe("Licence document sent by Dr. Kwame Mensah");
    expect(photo.querySelector("figcaption")?.textContent).toBe("JPEG · 840 KB");
    expect(button("Approve Dr. Kwame Mensah's licence", photo)).toBeDefined();
    expect(button("Reject Dr. Kwame Mensah's licence", photo)).toBeDefined();

    // A PDF opens in the browser's own viewer, in a new tab; a renewal shows the standing it replaces.
    const pdf = card("Efua Quartey");
    expect(pdf.querySelector("img")).toBeNull();
    const link = pdf.querySelector<HTMLAnchorElement>("a.admin-licence__open")!;
    expect(link.textContent).toBe("Open the PDF (Efua Quartey's licence, in a new tab)");
    expect(link.querySelector(".ui-sr-only")?.textContent).toBe(" (Efua Quartey's licence, in a new tab)");
    expect([link.getAttribute("href"), link.getAttribute("target"), link.getAttribute("rel")]).toEqual(["/api/licences/32/document", "_blank", "noopener noreferrer"]);
    const download = [...pdf.querySelectorAll("a")].find((a) => a.hasAttribute("download"))!;
    expect([download.textContent, download.getAttribute("href"), download.getAttribute("download")]).toEqual(["Download Efua Quartey's licence", "/api/licences/32/document", "licence-32.pdf"]);
    expect(pdf.querySelector("figcaption")?.textContent).toBe("PDF · 1.2 MB");
    expect(pdf.querySelector(".ui-badge")?.textContent).toBe("Licence renewal pending");
    expect(facts(pdf)).toMatchObject({ Regulator: "Pharmacy Council", "Licence number on the profile": "PC-2018-0007Not the same as the registration number" });
  });

  it("approves for this year before December, the only year offered, and reads the queue again", async () => {
    let decided = false;
    const server = fakeApi({
      [PENDING]: () => [200, licenceQueue("pending", decided ? [efua] : [kwame, efua])],
      "POST /api/admin/licences/31/approve": () => {
        decided = true;
        return [200, adminLicence(31, { status: "approved", validForYear: 2026, licenceVerifiedFor: 2026, decidedAt: "2026-11-20T08:00:00.000Z" })];
      },
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    await click(button("Approve Dr. Kwame Mensah's licence"));

    expect(dialog()?.querySelector("h2")?.textContent).toBe("Approve Dr. Kwame Mensah's licence");
    expect(dialog()?.textContent).toContain("Medical and Dental Council, registration number MDC/RN/10442");
    expect(dialog()!.querySelector("legend")?.textContent).toBe("Valid for");
    expect([...dialog()!.querySelectorAll("input[type=radio]")].map((input) => input.closest("label")!.textContent)).toEqual(["2026 (this year)"]);
    expect(radio("2026 (this year)").checked).toBe(true);
    expect(document.activeElement).toBe(radio("2026 (this year)"));

    await click(button("Approve", dialog()!));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/admin/licences/31/approve", body: { year: 2026 } }]);
    expect(dialog()).toBeNull();
    expect(shownToast()).toMatchObject({ title: "Licence approved", description: "Dr. Kwame Mensah is a Verified Provider for 2026.", variant: "success" });
    expect(cards().map((c) => c.querySelector("h3")?.textContent)).toEqual(["Efua Quartey"]);
  });

  it("asks which year in December, offering next year's too, and approves the one chosen", async () => {
    at(DECEMBER);
    const server = fakeApi({
      [PENDING]: [200, licenceQueue("pending", [kwame])],
      "POST /api/admin/licences/31/approve": [200, adminLicence(31, { status: "approved", validForYear: 2027 })],
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    await click(button("Approve Dr. Kwame Mensah's licence"));

    expect([...dialog()!.querySelectorAll("input[type=radio]")].map((input) => [input.closest("label")!.textContent, (input as HTMLInputElement).checked])).toEqual([
      ["2026 (this year)", false],
      ["2027 (next year, from 1 January)", false],
    ]);
    await click(button("Approve", dialog()!));
    expect(server.posts()).toEqual([]);
    expect(dialog()!.querySelector(".ui-field__error")?.textContent).toBe("Choose the year the licence is valid for");
    expect(description(radio("2026 (this year)"))).toBe("Choose the year the licence is valid for");

    await click(radio("2027 (next year, from 1 January)"));
    await click(button("Approve", dialog()!));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/admin/licences/31/approve", body: { year: 2027 } }]);
    expect(shownToast()).toMatchObject({ title: "Licence approved", description: "Dr. Kwame Mensah's licence is approved for 2027; it counts from 1 January." });
  });

  it("rejects only with a reason, counting its characters up to 500", async () => {
    const server = fakeApi({
      [PENDING]: [200, licenceQueue("pending", [kwame])],
      "POST /api/admin/licences/31/reject": [200, adminLicence(31, { status: "rejected", rejectionReason: "The photo is blurred." })],
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    await click(button("Reject Dr. Kwame Mensah's licence"));

    expect(dialog()?.querySelector("h2")?.textContent).toBe("Reject Dr. Kwame Mensah's licence");
    const reason = field<HTMLTextAreaElement>("Reason");
    expect(document.activeElement).toBe(reason);
    expect(reason.maxLength).toBe(500);
    expect(description(reason)).toContain("0 of 500 characters");

    type(reason, "   ");
    await click(button("Reject", dialog()!));
    expect(server.posts()).toEqual([]);
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(description(reason)).toContain("Say why the licence is rejected");

    type(reason, "The photo is blurred.");
    expect(description(reason)).toContain("21 of 500 characters");
    await click(button("Reject", dialog()!));
    expect(server.posts()).toEqual([{ method: "POST", url: "/api/admin/licences/31/reject", body: { reason: "The photo is blurred." } }]);
    expect(dialog()).toBeNull();
    expect(shownToast()).toMatchObject({ title: "Licence rejected", description: "Dr. Kwame Mensah is told why and can send another licence.", variant: "success" });
  });

  it("closes a dialog with Escape, sending nothing", async () => {
    const server = fakeApi({ [PENDING]: [200, licenceQueue("pending", [kwame])] });
    await render(<LicencesPage />, { route: "/admin/licences" });
    await click(button("Reject Dr. Kwame Mensah's licence"));
    expect(dialog()).not.toBeNull();
    await pressEscape();
    expect(dialog()).toBeNull();
    expect(server.posts()).toEqual([]);
  });

  it("says so when another administrator decided first (409), and shows the licence as it now is", async () => {
    let decidedElsewhere = false;
    fakeApi({
      [PENDING]: () => [200, licenceQueue("pending", decidedElsewhere ? [] : [kwame])],
      "POST /api/admin/licences/31/approve": () => {
        decidedElsewhere = true;
        return [409, { error: { code: "conflict", message: "This licence was already approved or rejected." } }];
      },
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    await click(button("Approve Dr. Kwame Mensah's licence"));
    await click(button("Approve", dialog()!));

    expect(shownToast()).toMatchObject({ title: "Licence not approved", description: "This licence was already approved or rejected.", variant: "destructive" });
    expect(dialog()).toBeNull();
    expect(container.querySelector(".admin-licences__empty")?.textContent).toBe("No licences are waiting for review.");
  });

  it("shows the server's field message in the dialog when it refuses the year (400)", async () => {
    fakeApi({
      [PENDING]: [200, licenceQueue("pending", [kwame])],
      "POST /api/admin/licences/31/approve": [400, { error: { code: "validation_failed", message: "A licence can be approved for 2026 only.", fields: { year: "A licence can be approved for 2026 only." } } }],
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    await click(button("Approve Dr. Kwame Mensah's licence"));
    await click(button("Approve", dialog()!));
    expect(dialog()!.querySelector(".ui-field__error")?.textContent).toBe("A licence can be approved for 2026 only.");
  });

  it("lists approved and rejected licences with what was decided, and nothing left to decide", async () => {
    const server = fakeApi({
      [PENDING]: [200, licenceQueue("pending", [])],
      "GET /api/admin/licences?status=approved&page=1": [
        200,
        licenceQueue("approved", [adminLicence(30, { status: "approved", validForYear: 2026, licenceVerifiedFor: 2026, decidedAt: "2026-11-19T12:00:00.000Z" })]),
      ],
      "GET /api/admin/licences?status=rejected&page=1": [
        200,
        licenceQueue("rejected", [adminLicence(29, { status: "rejected", rejectionReason: "The photo is blurred.", decidedAt: "2026-11-17T12:00:00.000Z", documentType: "image/png" })]),
      ],
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    expect(container.querySelector(".admin-licences__empty")?.textContent).toBe("No licences are waiting for review.");

    await click(tab("Approved"));
    expect(tab("Approved")!.getAttribute("aria-selected")).toBe("true");
    expect(container.querySelector("h2")?.textContent).toBe("Approved licences");
    const approved = cards()[0]!;
    expect(facts(approved)).toMatchObject({ "Approved for": "2026", Decided: "19 Nov 2026" });
    expect(approved.querySelector(".ui-badge")?.textContent).toBe("Verified for 2026");
    expect(approved.querySelectorAll("button")).toHaveLength(0);

    await click(tab("Rejected"));
    const rejected = cards()[0]!;
    expect(facts(rejected)).toMatchObject({ "Reason given": "The photo is blurred.", Decided: "17 Nov 2026" });
    expect(rejected.querySelector("figcaption")?.textContent).toBe("PNG · 840 KB");
    expect(rejected.querySelectorAll("button")).toHaveLength(0);
    expect(server.calls.map((call) => call.url)).toEqual([
      "/api/admin/licences?status=pending&page=1",
      "/api/admin/licences?status=approved&page=1",
      "/api/admin/licences?status=rejected&page=1",
    ]);
  });

  it("pages on the server, and offers Retry when a page does not load", async () => {
    let failing = true;
    const server = fakeApi({
      [PENDING]: [200, licenceQueue("pending", [kwame], { total: 41 })],
      "GET /api/admin/licences?status=pending&page=2": () => (failing ? [500, { error: { code: "internal", message: "Boom" } }] : [200, licenceQueue("pending", [efua], { total: 41, page: 2 })]),
    });
    await render(<LicencesPage />, { route: "/admin/licences" });
    expect(container.querySelector(".admin-licences__showing")?.textContent).toBe("Showing 1–1 of 41");
    expect(container.querySelector('nav[aria-label="Pending licences pages"]')).not.toBeNull();

    await click(button("Next"));
    expect(container.querySelector("[role=alert]")?.textContent).toContain("We could not load the licences");
    failing = false;
    await click(button("Retry"));
    expect(cards().map((c) => c.querySelector("h3")?.textContent)).toEqual(["Efua Quartey"]);
    expect(server.calls.at(-1)?.url).toBe("/api/admin/licences?status=pending&page=2");
  });
});
