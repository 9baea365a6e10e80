import { expect, test } from "@playwright/test";

test.describe("the landing page", () => {
  test("shows the featured providers the API returns from D1", async ({ page, request }) => {
    const featured = (await (await request.get("/api/providers/featured")).json()) as { user: { firstName: string; lastName: string } }[];
    expect(featured).toHaveLength(3);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find trusted healthcare providers across Ghana" })).toBeVisible();
    const section = page.getByRole("region", { name: "Featured Providers" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, provider] of featured.entries()) {
      await expect(cards.nth(index)).toContainText(`${provider.user.firstName} ${provider.user.lastName}`);
    }
    await expect(cards.first()).toContainText("₵");
  });

  test("puts the emergency number one tap away", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Emergency\? Call 193/ })).toHaveAttribute("href", "tel:193");
  });

  test("shows specialty tiles with live counts that open the filtered search", async ({ page, request }) => {
    const specialties = (await (await request.get("/api/specialties")).json()) as { id: string; count: number }[];
    const cardiology = specialties.find((s) => s.id === "cardiology")!;
    await page.goto("/");
    const tile = page.getByRole("link", { name: /Cardiology/ });
    await expect(tile).toContainText(`${cardiology.count} providers`);
    await expect(tile).toHaveAttribute("href", "/search?specialty=cardiology");
  });

  test("downloads only the remote the page needs", async ({ page }) => {
    const remoteEntries: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/remoteEntry.js")) remoteEntries.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Featured Providers" }).getByRole("article")).toHaveCount(3);
    expect(remoteEntries).toEqual(["/mfe/directory/remoteEntry.js"]);
  });
});
