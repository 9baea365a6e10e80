// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { button, cleanup, click, container, fakeApi, render } from "@gh/test-support";
import { providerDashboard as dashboard, review } from "../test/dashboard-fixture";
import ProviderReviewsPage from "./provider-reviews-page";

const DASHBOARD = "GET /api/providers/dashboard?page=1";
const names = () => [...container.querySelectorAll(".provider-review h3")].map((h) => h.textContent);

afterEach(cleanup);

describe("the provider's reviews", () => {
  it("shows the average rating and pages through every review", async () => {
    const page = (n: number, ids: number[]) => [200, { reviews: ids.map((id) => review(id)), total: 12, page: n, pageSize: 10 }] as [number, unknown];
    const server = fakeApi({
      [DASHBOARD]: [200, dashboard()],
      "GET /api/providers/7/reviews?page=1": page(1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      "GET /api/providers/7/reviews?page=2": page(2, [11, 12]),
    });
    await render(<ProviderReviewsPage />);
    expect(document.title).toBe("Reviews | GhanaHealth");
    expect(container.querySelector("h1")?.textContent).toBe("Reviews");
    expect(container.textContent).toContain("4.6 average from 12 reviews");
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe("Patient 1");
    expect(container.textContent).toContain("Review number 1");

    const pages = container.querySelector('nav[aria-label="Review pages"]')!;
    expect([...pages.querySelectorAll("li button")].map((b) => b.textContent)).toEqual(["1", "2"]);
    await click(button("Page 2", pages));
    expect(server.calls.at(-1)?.url).toBe("/api/providers/7/reviews?page=2");
    expect(names()).toEqual(["Patient 11", "Patient 12"]);
    expect(button(/Next/)!.disabled).toBe(true);
    await click(button(/Previous/));
    expect(names()[0]).toBe("Patient 1");
  });

  it("says No reviews yet. when there are none", async () => {
    fakeApi({
      [DASHBOARD]: [200, dashboard({ reviews: [], stats: { ...dashboard().stats, averageRating: 0, reviewCount: 0 } })],
      "GET /api/providers/7/reviews?page=1": [200, { reviews: [], total: 0, page: 1, pageSize: 10 }],
    });
    await render(<ProviderReviewsPage />);
    expect(container.textContent).toContain("No reviews yet.");
    expect(container.querySelector("nav")).toBeNull();
  });

  it("sends a provider without a profile to register one", async () => {
    fakeApi({ [DASHBOARD]: [404, { error: { code: "not_found", message: "Provider Profile Not Found" } }] });
    await render(<ProviderReviewsPage />);
    expect(container.querySelector("h1")?.textContent).toBe("Provider Profile Not Found");
  });

  it("offers Retry when the reviews cannot be loaded", async () => {
    let answers = 0;
    fakeApi({
      [DASHBOARD]: [200, dashboard()],
      "GET /api/providers/7/reviews?page=1": () => (answers++ === 0 ? [500] : [200, { reviews: [review(1)], total: 1, page: 1, pageSize: 10 }]),
    });
    await render(<ProviderReviewsPage />);
    expect(container.textContent).toContain("We could not load your reviews");
    await click(button("Retry"));
    expect(names()).toEqual(["Patient 1"]);
  });
});
