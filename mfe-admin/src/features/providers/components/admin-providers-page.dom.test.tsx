// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, description, fakeApi, field, render, settle, shownToast, type } from "@gh/test-support";
import { adminProvider, providerPage } from "../test/admin-provider-fixture";
import { SEARCH_DEBOUNCE_MS } from "../../../components/search-box";
import AdminProvidersPage from "./admin-providers-page";

const FIRST_PAGE = "GET /api/admin/providers?page=1&pageSize=20";
const kwame = adminProvider(7);
const efua = adminProvider(9, {
  title: "none",
  firstName: "Efua",
  lastName: "Quartey",
  email: "efua@sunyani.gh",
  specialty: "radiology",
  location: "Sunyani Teaching Hospital",
  city: "Sunyani",
  region: "Bono",
  yearsExperience: 1,
  consultationFee: "1200.50",
  isVerified: false,
  licenceVerifiedFor: null,
  licenceStanding: "pending_verification",
  regulator: null,
  acceptsNhis: true,
  bio: null,
  appointmentCount: 0,
  averageRating: 0,
  reviewCount: 0,
});

const dialog = () => document.querySelector("dialog[open]") as HTMLDialogElement | null;
const cards = () => [...container.querySelectorAll<HTMLElement>("article.admin-provider")];
const card = (name: string) => cards().find((c) => c.querySelector("h3")?.textContent === name)!;
const facts = (element: Element) => Object.fromEntries([...element.querySelectorAll(".admin-provider__fact")].map((f) => [f.querySelector("dt")!.textContent, f.querySelector("dd")!.textContent]));
const listCalls = (server: ReturnType<typeof fakeApi>) => server.calls.filter((call) => call.method === "GET" && call.url.startsWith("/api/admin/providers?")).map((call) => call.url);
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(cleanup);

describe("provider management", () => {
  it("shows the total, the deletion warning and each provider's card", async () => {
    fakeApi({ [FIRST_PAGE]: [200, providerPage([kwame, efua], { total: 2 })] });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });

    expect(document.title).toBe("Provider Management | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("Provider Management");
    expect(container.querySelector(".admin-providers__count")?.textContent).toBe("2");
    expect(container.querySelector(".admin-providers__warning")?.textContent).toBe(
      "Deleting a provider is permanent. Their profile, appointments, reviews and user account are removed; payment records are kept for accounting.",
    );

    const first = card("Dr. Kwame Mensah");
    expect(first.textContent).toContain("kwame.mensah@example.com");
    expect(first.textContent).toContain("East Legon Clinic, Accra, Greater Accra");
    expect(first.querySelector(".ui-badge")?.textContent).toBe("Verified for 2026");
    expect(first.textContent).toContain("Family doctor caring for children");
    expect(facts(first)).toEqual({
      Specialty: "General Practice",
      Experience: "12 years",
      "Consultation Fee": "₵150.00",
      Appointments: "34",
      "Average Rating": "4.6 out of 5",
      Reviews: "12",
      "Accepts NHIS": "No",
      Joined: "2 Mar 2026",
    });
    expect(button("Edit Dr. Kwame Mensah", first)).toBeDefined();
    expect(button("Delete Dr. Kwame Mensah", first)).toBeDefined();
    expect(first.querySelector("h3 a")?.getAttribute("href")).toBe("/provider/7");

    const second = card("Efua Quartey");
    expect(facts(second)).toMatchObject({ Specialty: "Radiology", Experience: "1 year", "Consultation Fee": "₵1,200.50", Appointments: "0", "Average Rating": "No ratings", Reviews: "0", "Accepts NHIS": "Yes" });
    expect(second.querySelector(".ui-badge")?.textContent).toBe("Pending Verification");
  });

  it("searches on the server once the admin stops typing, from the first page", async () => {
    const server = fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame, efua], { total: 41 })],
      "GET /api/admin/providers?page=2&pageSize=20": [200, providerPage([kwame], { total: 41, page: 2 })],
      "GET /api/admin/providers?page=1&pageSize=20&search=sunyani+radio": [200, providerPage([efua])],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Next"));
    expect(button("Page 2")?.getAttribute("aria-current")).toBe("page");

    const search = field("Search providers");
    expect(description(search)).toContain("Name, e-mail, specialty or location");
    for (const typed of ["s", "sun", "sunyani", "sunyani radio"]) type(search, typed);
    await settle();
    expect(listCalls(server)).toEqual(["/api/admin/providers?page=1&pageSize=20", "/api/admin/providers?page=2&pageSize=20"]);

    await pause(SEARCH_DEBOUNCE_MS + 50);
    await settle();
    expect(listCalls(server).slice(2)).toEqual(["/api/admin/providers?page=1&pageSize=20&search=sunyani+radio"]);
    expect(cards().map((c) => c.querySelector("h3")?.textContent)).toEqual(["Efua Quartey"]);
    expect(container.querySelector(".admin-providers__count")?.textContent).toBe("1");
    expect(container.querySelector("[role=status]")?.textContent).toBe('1 provider match "sunyani radio"');
    expect(container.querySelector("nav[aria-label='Provider pages']")).toBeNull();
  });

  it('says "No Providers Found" when nothing matches', async () => {
    fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame])],
      "GET /api/admin/providers?page=1&pageSize=20&search=zzz": [200, providerPage([])],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    type(field("Search providers"), "zzz");
    await pause(SEARCH_DEBOUNCE_MS + 50);
    await settle();
    expect(cards()).toHaveLength(0);
    expect(container.querySelector(".admin-providers__message--empty h3")?.textContent).toBe("No Providers Found");
    expect(container.querySelector(".admin-providers__count")?.textContent).toBe("0");
  });
});

describe("deleting a provider", () => {
  const preview = { appointments: 5, upcomingAppointments: 2, reviews: 3 };

  it("lists what will be removed with the real counts; Cancel keeps the provider", async () => {
    const server = fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame, efua])],
      "GET /api/admin/providers/7/deletion": [200, preview],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Delete Dr. Kwame Mensah"));

    expect(dialog()?.getAttribute("role")).toBe("alertdialog");
    expect(dialog()?.querySelector("h2")?.textContent).toBe("Delete Dr. Kwame Mensah?");
    expect([...dialog()!.querySelectorAll(".admin-delete__removed li")].map((li) => li.textContent)).toEqual([
      "Their provider profile, photo and working hours, from search and the directory",
      "5 appointments, including 2 upcoming: those patients are told by e-mail",
      "3 reviews",
      "Their user account (kwame.mensah@example.com)",
    ]);
    expect(dialog()?.textContent).toContain("Payment records are kept for accounting.");
    expect(document.activeElement?.textContent).toBe("Cancel");

    await click(button("Cancel", dialog()!));
    expect(dialog()).toBeNull();
    expect(server.posts()).toEqual([]);
    expect(cards()).toHaveLength(2);
  });

  it("deletes on confirmation, says what was removed and refreshes the list", async () => {
    let deleted = false;
    const server = fakeApi({
      [FIRST_PAGE]: () => [200, providerPage(deleted ? [efua] : [kwame, efua])],
      "GET /api/admin/providers/7/deletion": [200, preview],
      "DELETE /api/admin/providers/7": () => {
        deleted = true;
        return [200, { appointmentsDeleted: 5, reviewsDeleted: 1, userDeleted: true, message: "Provider deleted" }];
      },
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Delete Dr. Kwame Mensah"));
    await click(button("Delete Provider", dialog()!));

    expect(server.posts()).toEqual([{ method: "DELETE", url: "/api/admin/providers/7", body: undefined }]);
    expect(shownToast()).toMatchObject({
      title: "Provider Deleted Successfully",
      description: "Removed 5 appointments, 1 review and the user account.",
      variant: "success",
    });
    expect(dialog()).toBeNull();
    expect(cards().map((c) => c.querySelector("h3")?.textContent)).toEqual(["Efua Quartey"]);
  });

  it('shows "Deletion Failed" with the server\'s message and keeps the dialog open', async () => {
    fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame])],
      "GET /api/admin/providers/7/deletion": [200, preview],
      "DELETE /api/admin/providers/7": [503, { error: { code: "unavailable", message: "The database is busy, try again" } }],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Delete Dr. Kwame Mensah"));
    await click(button("Delete Provider", dialog()!));
    expect(shownToast()).toMatchObject({ title: "Deletion Failed", description: "The database is busy, try again", variant: "destructive" });
    expect(dialog()).not.toBeNull();
    expect(cards()).toHaveLength(1);
  });
});

describe("editing a provider", () => {
  it("checks the fields as they are typed and saves the seven fields", async () => {
    const server = fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame])],
      "PUT /api/admin/providers/7": [200, { ...kwame, consultationFee: "180.00" }],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Edit Dr. Kwame Mensah"));

    expect(dialog()?.querySelector("h2")?.textContent).toBe("Edit Dr. Kwame Mensah");
    expect(field<HTMLSelectElement>("Title").value).toBe("Dr");
    const specialties = [...field<HTMLSelectElement>("Specialty").options].map((option) => option.textContent);
    expect(specialties).toEqual(["General Practice", "Cardiology", "Dermatology", "Pediatrics", "Neurology", "Orthopedics", "Gynecology", "Psychiatry", "Oncology", "Radiology", "Anesthesiology", "Pathology"]);
    expect(field("Experience").value).toBe("12");
    expect(field("Consultation Fee").value).toBe("150.00");
    expect(field("Location").value).toBe("East Legon Clinic");
    expect(field("Email").value).toBe("kwame.mensah@example.com");
    expect(field<HTMLTextAreaElement>("Bio").value).toContain("Family doctor");

    type(field("Consultation Fee"), "0");
    expect(description(field("Consultation Fee"))).toContain("Consultation fee must be greater than 0");
    type(field("Experience"), "");
    expect(description(field("Experience"))).toContain("Years of experience is required");
    expect(description(field("Location"))).not.toContain("required");

    await click(button("Save Changes", dialog()!));
    expect(server.posts()).toEqual([]);
    expect(document.activeElement).toBe(field("Experience"));

    type(field("Experience"), "14");
    type(field("Consultation Fee"), "180");
    type(field<HTMLSelectElement>("Specialty"), "cardiology");
    type(field<HTMLSelectElement>("Title"), "Prof");
    await click(button("Save Changes", dialog()!));

    expect(server.posts()).toEqual([
      {
        method: "PUT",
        url: "/api/admin/providers/7",
        body: {
          title: "Prof",
          specialty: "cardiology",
          experience: 14,
          consultationFee: "180",
          location: "East Legon Clinic",
          email: "kwame.mensah@example.com",
          bio: "Family doctor caring for children and adults in East Legon for twelve years.",
        },
      },
    ]);
    expect(shownToast()).toMatchObject({ title: "Provider Updated Successfully", variant: "success" });
    expect(dialog()).toBeNull();
  });

  it("keeps a provider's own specialty selectable when the admin list lacks it", async () => {
    fakeApi({ [FIRST_PAGE]: [200, providerPage([adminProvider(7, { specialty: "dentist" })])] });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Edit Dr. Kwame Mensah"));
    const specialty = field<HTMLSelectElement>("Specialty");
    expect(specialty.value).toBe("dentist");
    expect(specialty.selectedOptions[0]?.textContent).toBe("Dental Care");
  });

  it('shows the server\'s field messages under the fields and its message in "Update Failed"', async () => {
    fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame])],
      "PUT /api/admin/providers/7": [409, { error: { code: "email_taken", message: "That e-mail address is already in use" } }],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Edit Dr. Kwame Mensah"));
    type(field("Email"), "ama@example.com");
    await click(button("Save Changes", dialog()!));

    expect(shownToast()).toMatchObject({ title: "Update Failed", description: "That e-mail address is already in use", variant: "destructive" });
    expect(description(field("Email"))).toContain("That e-mail address is already in use");
    expect(document.activeElement).toBe(field("Email"));
    expect(dialog()).not.toBeNull();

    type(field("Email"), "kwame@example.com");
    expect(description(field("Email"))).not.toContain("already in use");
  });

  it("shows a 400's field messages where they belong", async () => {
    fakeApi({
      [FIRST_PAGE]: [200, providerPage([kwame])],
      "PUT /api/admin/providers/7": [400, { error: { code: "validation", message: "Check the highlighted fields", fields: { yearsExperience: "Years of experience must be at most 70", location: "Location is required" } } }],
    });
    await render(<AdminProvidersPage />, { route: "/admin/providers" });
    await click(button("Edit Dr. Kwame Mensah"));
    await click(button("Save Changes", dialog()!));
    expect(description(field("Experience"))).toContain("Years of experience must be at most 70");
    expect(description(field("Location"))).toContain("Location is required");
    expect(shownToast()).toMatchObject({ title: "Update Failed", description: "Check the highlighted fields" });
  });
});
