// @vitest-environment happy-dom
import { cleanup, render } from "@gh/test-support";
import { afterEach, describe, expect, it, vi } from "vitest";
import EmergencyPage from "./emergency-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the emergency page", () => {
  it("opens at the emergency centres when its address names them (Quick Access)", async () => {
    const scrolledTo: string[] = [];
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolledTo.push(this.id);
    });
    await render(<EmergencyPage />, { route: "/emergency#emergency-centres" });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolledTo).toEqual(["emergency-centres"]);
  });

  it("stays where it is without a fragment", async () => {
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(() => undefined);
    await render(<EmergencyPage />, { route: "/emergency" });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
