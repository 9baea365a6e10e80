/**
 * The install offer (README.md#install-as-an-app): the browser's `beforeinstallprompt` event, and when the visitor last
 * dismissed our banner. A dismissed banner comes back after INSTALL_BANNER_RESHOW_MS (24 hours,
 * README.md#install-as-an-app); the time is kept in localStorage so it survives reloads and closing the tab.
 */
import { INSTALL_BANNER_RESHOW_MS } from "@gh/contracts/constants";

/** Chromium's event (not in the DOM typings): prompt() shows the browser's own install dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export const DISMISSED_AT_KEY = "gh_install_banner_dismissed_at";

export function rememberDismissal(now = Date.now()): void {
  try {
    localStorage.setItem(DISMISSED_AT_KEY, String(now));
  } catch {
    // Private mode or storage full: the banner may come back sooner, nothing worse.
  }
}

/** True unless the banner was dismissed less than 24 hours ago. */
export function mayOfferInstall(now = Date.now()): boolean {
  let dismissedAt = Number.NaN;
  try {
    dismissedAt = Number(localStorage.getItem(DISMISSED_AT_KEY));
  } catch {
    return true;
  }
  return !(dismissedAt > 0) || now - dismissedAt >= INSTALL_BANNER_RESHOW_MS;
}
