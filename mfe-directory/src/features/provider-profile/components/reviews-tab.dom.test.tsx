// @vitest-environment happy-dom
import type { Review, ReviewPage } from "@gh/contracts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { ReviewsTab } from "./reviews-tab";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Lets answered queries reach the screen (TanStack Query notifies on a timer). */
async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const review = (id: number): Review => ({
  id,
  patientName: `Patient ${id}`,
  rating: 4.5,
  comment: `Comment ${id}`,
  appointmentDate: id % 2 ? "2025-09-01" : null,
  createdAt: "2025-09-02T10:00:00Z",
});

/** A provider with `total` reviews, served ten a page like the API, counting the calls made. */
function fakeApi(total: number) {
  const calls: string[] = [];
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: async ({ queryKey }): Promise<ReviewPage> => {
          const url = queryKey.join("/");
          calls.push(url);
          const page = Number(/page=(\d+)/.exec(url)?.[1]);
          const ids = Array.from({ length: total }, (_, i) => total - i).slice((page - 1) * 10, page * 10);
          return { reviews: ids.map(review), total, page, pageSize: 10 };
        },
      },
    },
  });
  return { client, calls };
}

let root: Root | undefined;
let container: HTMLElement;

async function render(total: number) {
  const api = fakeApi(total);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <QueryClientProvider client={api.client}>
        <ReviewsTab providerId="7" />
      </QueryClientProvider>,
    );
  });
  await settle();
  return api;
}

const button = (name: string) => [...container.querySelectorAll("button")].find((b) => b.textContent === name);

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe("a provider's reviews", () => {
  it("shows the newest ten, then the next ten on Load more reviews, until all are shown", async () => {
    const { calls } = await render(23);
    expect(container.querySelectorAll("li.profile-review")).toHaveLength(10);
    expect(container.textContent).toContain("Showing 10 of 23 reviews");
    expect(container.querySelector("li.profile-review h3")?.textContent).toBe("Patient 23");
    expect(container.querySelector("[role=img]")?.getAttribute("aria-label")).toBe("Rated 4.5 out of 5");

    await act(async () => button("Load more reviews")!.click());
    await settle();
    expect(container.querySelectorAll("li.profile-review")).toHaveLength(20);
    await act(async () => button("Load more reviews")!.click());
    await settle();
    expect(container.querySelectorAll("li.profile-review")).toHaveLength(23);
    expect(container.textContent).toContain("Showing 23 of 23 reviews");
    expect(button("Load more reviews")).toBeUndefined();
    expect(calls).toEqual(["/api/providers/7/reviews?page=1", "/api/providers/7/reviews?page=2", "/api/providers/7/reviews?page=3"]);
  });

  it("says so when there are none", async () => {
    await render(0);
    expect(container.textContent).toBe("No reviews yet.");
  });
});
