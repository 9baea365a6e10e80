// @vitest-environment happy-dom
import { button, cleanup, click, container, field, render, type } from "@gh/test-support";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EmergencyCentres } from "./emergency-centres";
// The area's catalogs, registered as the federation build does before any of its modules (English texts with placeholders).

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

let getCurrentPosition: ReturnType<typeof vi.fn<(success: Success, failure: Failure) => void>>;

beforeEach(() => {
  getCurrentPosition = vi.fn();
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
});
afterEach(cleanup);

const status = () => container.querySelector('[role="status"]')?.textContent;
/** The hospitals' names in the order shown. */
const hospitalNames = () => [...container.querySelectorAll(".emergency-centre__name")].map((name) => name.textContent);
const firstCard = () => container.querySelector<HTMLElement>(".emergency-centre")!;

describe("the emergency centres", () => {
  it("lists every hospital under its region, all 16 regions A to Z, each with Call and Directions", async () => {
    await render(<EmergencyCentres />);
    const regions = [...container.querySelectorAll(".emergency-region__title")].map((title) => title.textContent);
    expect(regions).toHaveLength(16);
    expect(regions.slice(0, 3)).toEqual(["Ahafo Region", "Ashanti Region", "Bono Region"]);
    expect(status()).toBe("Listed by region, A to Z.");
    const cards = container.querySelectorAll(".emergency-centre");
    for (const card of cards) {
      expect(card.querySelector('a[href^="tel:"]')).not.toBeNull();
      expect(card.querySelector('a[target="_blank"][href^="https://www.google.com/maps/search/"]')).not.toBeNull();
    }
    // Nothing is asked of the browser until the visitor taps.
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it("puts the chosen region's hospitals first, with their distance from its capital", async () => {
    await render(<EmergencyCentres />);
    type(field<HTMLSelectElement>("Your region"), "Northern");
    expect(hospitalNames().slice(0, 2)).toEqual(["Tamale Teaching Hospital", "West Gonja Hospital"]);
    expect(container.querySelectorAll(".emergency-region__title")).toHaveLength(0);
    expect(status()).toBe("Northern Region first, then the others nearest to Tamale.");
    expect(firstCard().querySelector(".emergency-centre__distance")?.textContent).toBe("Less than 1 km from Tamale");
    // No published number: the button says it dials 112.
    const call = firstCard().querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
    expect(call.getAttribute("href")).toBe("tel:112");
    expect(call.textContent).toBe("Call 112 (no published number for Tamale Teaching Hospital)");
  });

  it("sorts nearest first from the visitor's location when they allow it", async () => {
    await render(<EmergencyCentres />);
    await click(button("Use my location"));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(status()).toBe("Finding your location…");
    const [success] = getCurrentPosition.mock.calls[0]!;
    act(() => success({ coords: { latitude: 9.41, longitude: -0.85 } }));
    expect(status()).toBe("Nearest first from your location.");
    expect(hospitalNames()[0]).toBe("Tamale Teaching Hospital");
    expect(firstCard().querySelector(".emergency-centre__distance")?.textContent).toBe("About 2 km away");
    expect(field<HTMLSelectElement>("Your region").value).toBe("");
  });

  it("keeps the list by region and says why when location is refused", async () => {
    await render(<EmergencyCentres />);
    await click(button("Use my location"));
    const [, failure] = getCurrentPosition.mock.calls[0]!;
    act(() => failure({ code: 1, PERMISSION_DENIED: 1 }));
    expect(status()).toBe("Location access was denied. Choose your region instead.");
    expect(container.querySelectorAll(".emergency-region__title")).toHaveLength(16);
  });
});
