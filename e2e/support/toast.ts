import type { Page } from "@playwright/test";

/** The toast area (one toast at a time, announced through its live regions). */
export function toast(page: Page) {
  return page.locator(".ui-toast");
}
