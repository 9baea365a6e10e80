// @vitest-environment happy-dom
import type { Review, ReviewPage } from "@gh/contracts/search";
import { button, cleanup, click, container, fakeApi, render as renderUi } from "@gh/test-support";
import { afterEach, describe, expect, it } from "vitest";
import { ReviewsTab } from "./reviews-tab";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

const review = (id: number): Review => ({
  id,
  patientName: `Patient ${id}`,
  rating: 4.5,
  comment: `Comment ${id}`,
  appointmentDate: id % 2 ? "2025-09-01" : null,
  createdAt: "2025-09-02T10:00:00Z",
});

/** Provider 7 with `total` reviews, served ten a page like the API; returns the URLs called. */
async function render(total: number) {
  const ids = Array.from({ length: total }, (_, i) => total - i);
  const pages: Record<string, [number, ReviewPage]> = {};
  for (let page = 1; page <= Math.max(1, Math.ceil(total / 10)); page++) {
    pages[`GET /api/providers/7/reviews?page=${page}`] = [200, { reviews: ids.slice((page - 1) * 10, page * 10).map(review), total, page, pageSize: 10 }];
  }
  const api = fakeApi(pages);
  await renderUi(<ReviewsTab providerId="7" />);
  return { calls: () => api.calls.map((call) => call.url) };
}

afterEach(cleanup);

describe("a provider's reviews", () => {
  it("shows the newest ten, then the next ten on Load more reviews, until all are shown", async () => {
    const { calls } = await render(23);
    expect(container.querySelectorAll("li.profile-review")).toHaveLength(10);
    expect(container.textContent).toContain("Showing 10 of 23 reviews");
    expect(container.querySelector("li.profile-review h3")?.textContent).toBe("Patient 23");
    expect(container.querySelector("[role=img]")?.getAttribute("aria-label")).toBe("Rated 4.5 out of 5");

    await click(button("Load more reviews"));
    expect(container.querySelectorAll("li.profile-review")).toHaveLength(20);
    await click(button("Load more reviews"));
    expect(container.querySelectorAll("li.profile-review")).toHaveLength(23);
    expect(container.textContent).toContain("Showing 23 of 23 reviews");
    expect(button("Load more reviews")).toBeUndefined();
    expect(calls()).toEqual(["/api/providers/7/reviews?page=1", "/api/providers/7/reviews?page=2", "/api/providers/7/reviews?page=3"]);
  });

  it("says so when there are none", async () => {
    await render(0);
    expect(container.textContent).toBe("No reviews yet.");
  });
});
