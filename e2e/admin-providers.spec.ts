/**
 * The administrator manages providers at /admin/providers: the search narrows the cards, an edited
 * fee reaches the public profile, and a deletion removes exactly what its dialog said (the patient
 * with the upcoming visit is told, the money stays in the ledger). Each test registers its own
 * provider through the API, so the seeded demo data stays as it is.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_PATIENT, freeSlots, signInAs } from "./support/booking";
import { latestCode, newestMessageId } from "./support/outbox";
import { toast } from "./support/toast";

const ADMIN = { email: "admin@demo.gh", password: "Admin#2025" } as const;

interface RegisteredProvider {
  id: number;
  /** "Dr. Efua Quartey-abcd", as the cards and the directory show it. */
  name: string;
  /** Letters unique to this provider, in its name and e-mail address. */
  suffix: string;
}

/** Letters only, so the name reads like a name and is unique to this run. */
function uniqueSuffix(): string {
  return (Date.now() * 1000 + Math.floor(Math.random() * 1000)).toString(26).replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)]!);
}

/** Signs up a provider as the wizard does (code from the development outbox), in its own cookie jar. */
async function registerProvider(request: APIRequestContext): Promise<RegisteredProvider> {
  const suffix = uniqueSuffix();
  const email = `efua.${suffix}@example.com.gh`;
  const lastName = `Quartey-${suffix}`;
  expect((await request.post("/api/provider/send-verification", { data: { email, mode: "signup" } })).status()).toBe(200);
  const registered = await request.post("/api/provider/complete-registration", {
    data: {
      code: await latestCode(request, email),
      title: "Dr",
      firstName: "Efua",
      lastName,
      email,
      password: "Sunyani#Clinic25",
      phone: `024${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      specialty: "radiology",
      licenseNumber: `MDC/RN/${suffix}`,
      yearsExperience: 9,
      education: "MB ChB, University for Development Studies",
      hospitalAffiliation: "Sunyani Teaching Hospital",
      bio: "Radiologist reading X-rays, ultrasound and CT scans for patients across the Bono Region.",
      consultationFee: "200",
      location: "Sunyani Teaching Hospital",
      city: "Sunyani",
      region: "Bono",
      address: "Hospital Road, Sunyani",
      services: "X-ray, Ultrasound, CT scan",
      languages: "English, Twi",
      terms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { provider } = (await registered.json()) as { provider: { id: number } };
  return { id: provider.id, name: `Dr. Efua ${lastName}`, suffix };
}

/** The demo patient books the provider's next free slot and pays for it through the sandbox checkout. */
async function bookAndPayVisit(patient: APIRequestContext, providerId: number): Promise<number> {
  const [slot] = await freeSlots(patient, providerId, 1);
  const booked = await patient.post("/api/appointments", {
    data: {
      providerId,
      appointmentDate: `${slot!.date}T${slot!.time}:00Z`,
      reason: "Chest X-ray before surgery",
      patientName: "Ama Owusu",
      patientPhone: "0241234567",
      patientEmail: DEMO_PATIENT.email,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, amountPesewas } = (await booked.json()) as { id: number; amountPesewas: number };
  const reference = `apt_${id}_${Date.now()}`;
  expect((await patient.post("/api/payments/sandbox/charge", { data: { reference, amountPesewas, channel: "mtn", outcome: "success" } })).status()).toBe(200);
  expect((await patient.post("/api/payments/verify", { data: { reference, appointmentId: id } })).status()).toBe(200);
  return id;
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

const countBadge = (page: Page) => page.locator(".admin-providers__count");

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search providers" }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

test.describe("the administrator manages providers", () => {
  test("search narrows the cards, and an edited fee reaches the public profile; the page and its dialog pass axe", async ({ page, request }) => {
    const provider = await registerProvider(request);
    await signInAs(page, ADMIN);

    await page.goto("/admin/providers");
    await expect(page.getByRole("heading", { level: 1, name: "Provider Management" })).toBeVisible();
    await expect(page.getByText("Deleting a provider is permanent.")).toBeVisible();
    const all = (await (await page.request.get("/api/admin/providers?page=1&pageSize=1")).json()) as { total: number };
    expect(all.total).toBeGreaterThan(1);
    await expect(countBadge(page)).toHaveText(all.total.toLocaleString("en-GH"));
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);

    // Name and place together narrow to this one provider.
    await searchFor(page, `${provider.suffix} Sunyani`);
    await expect(countBadge(page)).toHaveText("1");
    const cards = page.locator(".admin-providers__list").getByRole("article");
    await expect(cards).toHaveCount(1);
    const card = page.getByRole("article", { name: provider.name });
    await expect(card).toContainText("Radiology");
    await expect(card).toContainText("9 years");
    await expect(card).toContainText("₵200.00");
    await expect(card).toContainText("No ratings");
    await expect(card).toContainText("Radiologist reading X-rays");

    await card.getByRole("button", { name: `Edit ${provider.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${provider.name}` });
    const fee = dialog.getByLabel("Consultation Fee");
    await expect(fee).toHaveValue("200.00");
    expect(await axeViolations(page)).toEqual([]);
    await fee.fill("0");
    await expect(dialog.getByText("Consultation fee must be greater than 0")).toBeVisible();
    await fee.fill("245");
    await expect(dialog.getByText("Consultation fee must be greater than 0")).toBeHidden();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page).getByText("Provider Updated Successfully", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("₵245.00");

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { level: 1, name: provider.name })).toBeVisible();
    await expect(page.getByText("₵245.00").first()).toBeVisible();
    await expect(page.getByText("₵200.00")).toHaveCount(0);
  });

  test("deleting a provider removes what the dialog counted, tells the patient and keeps the money", async ({ page, request, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const provider = await registerProvider(request);
    // The patient books in their own cookie jar, so the admin's session in `page` is untouched.
    const patient = await playwright.request.newContext({ baseURL });
    expect((await patient.post("/api/login", { data: DEMO_PATIENT })).status()).toBe(200);
    const appointmentId = await bookAndPayVisit(patient, provider.id);

    await signInAs(page, ADMIN);
    const revenueBefore = await (await page.request.get("/api/admin/revenue")).json();
    const preview = await (await page.request.get(`/api/admin/providers/${provider.id}/deletion`)).json();
    expect(preview).toEqual({ appointments: 1, upcomingAppointments: 1, reviews: 0 });

    await page.goto("/admin/providers");
    await searchFor(page, provider.suffix);
    const card = page.getByRole("article", { name: provider.name });

    // Cancel keeps the provider.
    await card.getByRole("button", { name: `Delete ${provider.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${provider.name}?` });
    await expect(confirm).toContainText("1 appointment, including 1 upcoming: that patient is told by e-mail");
    await expect(confirm).toContainText("0 reviews");
    await expect(confirm).toContainText("Payment records are kept for accounting.");
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    expect((await page.request.get(`/api/providers/${provider.id}`)).status()).toBe(200);

    const lastMessageToPatient = await newestMessageId(page.request, DEMO_PATIENT.email);
    await card.getByRole("button", { name: `Delete ${provider.name}` }).click();
    await expect(confirm).toContainText("1 appointment, including 1 upcoming");
    await confirm.getByRole("button", { name: "Delete Provider" }).click();

    // The toast's counts are the server's: the same as the dialog said.
    const shown = toast(page);
    await expect(shown.getByText("Provider Deleted Successfully", { exact: true })).toBeVisible();
    await expect(shown).toContainText("Removed 1 appointment, 0 reviews and the user account.");
    await expect(page.getByRole("heading", { name: "No Providers Found" })).toBeVisible();
    await expect(countBadge(page)).toHaveText("0");

    // The patient's visit is gone and they were told; the money stays in the ledger.
    const mine = (await (await patient.get("/api/appointments/my")).json()) as { id: number }[];
    expect(mine.map((appointment) => appointment.id)).not.toContain(appointmentId);
    await expect.poll(async () => newestMessageId(page.request, DEMO_PATIENT.email)).toBeGreaterThan(lastMessageToPatient);
    const revenueAfter = await (await page.request.get("/api/admin/revenue")).json();
    expect(revenueAfter.totalRevenue).toBe(revenueBefore.totalRevenue);
    await patient.dispose();

    await page.goto(`/provider/${provider.id}`);
    await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
  });
});
