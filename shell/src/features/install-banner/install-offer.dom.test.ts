// @vitest-environment happy-dom
import { INSTALL_BANNER_RESHOW_MS } from "@gh/contracts/constants";
import { afterEach, describe, expect, it } from "vitest";
import { DISMISSED_AT_KEY, mayOfferInstall, rememberDismissal } from "./install-offer";

const NOON = Date.UTC(2026, 2, 2, 12);

describe("offering to install again after a dismissal", () => {
  afterEach(() => localStorage.clear());

  it("offers when the banner was never dismissed", () => {
    expect(mayOfferInstall(NOON)).toBe(true);
  });

  it("waits 24 hours after a dismissal, to the millisecond", () => {
    rememberDismissal(NOON);
    expect(mayOfferInstall(NOON + 60_000)).toBe(false);
    expect(mayOfferInstall(NOON + INSTALL_BANNER_RESHOW_MS - 1)).toBe(false);
    expect(mayOfferInstall(NOON + INSTALL_BANNER_RESHOW_MS)).toBe(true);
  });

  it("offers when the stored time is unreadable", () => {
    localStorage.setItem(DISMISSED_AT_KEY, "yesterday");
    expect(mayOfferInstall(NOON)).toBe(true);
  });
});
