import { expect, test, type Page } from "@playwright/test";
import { waitForAppStart } from "./support/landing";

const resultCards = (page: Page) => page.getByRole("main").getByRole("article");

async function feesShown(page: Page): Promise<number[]> {
  const texts = await resultCards(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector(".directory-provider-card__fee")?.textContent ?? ""),
  );
  return texts.map((text) => Number(text.replace(/[^\d.]/g, "")));
}

test.describe("finding a provider", () => {
  test("searches from the landing form by specialty and town, then narrows and widens with chips", async ({ page }) => {
    await page.goto("/");
    // The app's form (the one before the app starts is a plain GET form: e2e/landing-start.spec.ts).
    await waitForAppStart(page);
    const form = page.getByRole("search");
    await expect(form.getByLabel("Specialty")).toBeEnabled();
    await form.getByLabel("Specialty").selectOption({ label: "General Practice" });
    await form.getByLabel("Location").fill("Accra");
    await form.getByRole("button", { name: "Search Providers" }).click();

    await expect(page).toHaveURL(/\/search\?specialty=general&location=Accra$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove filter: General Practice" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Remove filter: .*Accra/ })).toBeVisible();
    const narrow = Number((await page.getByText(/\d+ providers? found/).textContent())!.match(/\d+/)![0]);
    expect(narrow).toBeGreaterThan(0);
    for (const card of await resultCards(page).all()) await expect(card).toContainText("General Practice");

    await page.getByRole("button", { name: "Remove filter: General Practice" }).click();
    await expect(page).toHaveURL(/\/search\?location=Accra$/);
    await expect
      .poll(async () => Number((await page.getByText(/\d+ providers? found/).textContent())!.match(/\d+/)![0]))
      .toBeGreaterThan(narrow);

    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All Healthcare Providers" })).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
  });

  test("sorts by Price: Low to High", async ({ page }) => {
    await page.goto("/search?location=Greater%20Accra");
    await expect(resultCards(page).first()).toBeVisible();
    await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price-low/);
    await expect.poll(async () => {
      const fees = await feesShown(page);
      return fees.length > 1 && fees.every((fee, i) => i === 0 || fees[i - 1]! <= fee);
    }).toBe(true);
  });

  test("a specialty tile opens the filtered search", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /Cardiology/ }).first().click();
    await expect(page).toHaveURL(/\/search\?specialty=cardiology$/);
    await expect(page.getByRole("button", { name: "Remove filter: Cardiology" })).toBeVisible();
    await expect(resultCards(page).first()).toContainText("Cardiology");
  });

  test("an impossible search says why, under the field", async ({ page }) => {
    await page.goto("/search?location=Nowhereville&distance=10");
    await expect(page.getByText(/could not find that place/).first()).toBeVisible();
  });

  test("no matches shows the empty state with Clear Filters", async ({ page }) => {
    await page.goto("/search?specialty=oncology&location=Bolgatanga");
    await expect(page.getByText("No providers found")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "All Healthcare Providers" })).toBeVisible();
  });
});

test.describe("a provider's profile", () => {
  test("opens from a card; its tabs show the bio, the reviews and the working hours", async ({ page, request }) => {
    const provider = (await (await request.get("/api/providers/1")).json()) as { user: { firstName: string; lastName: string }; bio: string };
    await page.goto("/search?location=Accra&specialty=general");
    await page.getByRole("link", { name: `View profile of Dr. ${provider.user.firstName} ${provider.user.lastName}` }).click();
    await expect(page).toHaveURL(/\/provider\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${provider.user.firstName} ${provider.user.lastName}`);

    await expect(page.getByRole("tabpanel")).toContainText(provider.bio.slice(0, 40));
    await page.getByRole("tab", { name: /Reviews/ }).click();
    const reviews = (await (await request.get("/api/providers/1/reviews")).json()) as { reviews: { comment: string }[] };
    await expect(page.getByRole("tabpanel")).toContainText(reviews.reviews[0]!.comment);
    await page.getByRole("tab", { name: "Schedule" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Monday");
    await expect(page.getByRole("tabpanel")).toContainText("8:00 AM - 5:00 PM");
    // The sidebar's licence section is titled with the standing (the badge beside the name says it too).
    await expect(page.getByRole("heading", { level: 2, name: "Verified Provider" })).toBeVisible();
  });

  test("an unknown id shows Provider Not Found", async ({ page }) => {
    await page.goto("/provider/999999");
    await expect(page.getByRole("heading", { name: "Provider Not Found" })).toBeVisible();
    await expect(page.getByText("The provider you're looking for doesn't exist or has been removed.")).toBeVisible();
  });

  test("Book Appointment sends an anonymous visitor to sign in and back", async ({ page }) => {
    await page.goto("/provider/1");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Fprovider%2F1/);
  });
});
