/**
 * The booking dialog belongs to the booking area (mfe-booking exposes "./BookingDialog"); the
 * directory reaches it only through the federation runtime, never by a source import.
 *
 * The shell registers every remote from /remotes.json on its own federation instance. This remote's
 * module-level `loadRemote` is bound to the directory's own instance, which knows no other remotes,
 * so the call goes to the instance that has the booking remote registered (the shell's), and so
 * also passes through the shell's fallback plugin.
 */
import type { Provider } from "@gh/contracts";
import { getInstance, type ModuleFederation } from "@module-federation/enhanced/runtime";
import type { ComponentType } from "react";

export const BOOKING_REMOTE = "mfe_booking";
const BOOKING_DIALOG = `${BOOKING_REMOTE}/BookingDialog`;
/** Set by the shell's remote-fallback plugin on a module that failed to load. */
const UNAVAILABLE_MARK = "__remoteUnavailable";

/** What the exposed BookingDialog is given. */
export interface BookingDialogProps {
  provider: Provider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export class BookingUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The booking dialog could not be loaded", { cause });
    this.name = "BookingUnavailableError";
  }
}

function registeredHere(instance: ModuleFederation): boolean {
  return instance.options.remotes.some((remote) => remote.name === BOOKING_REMOTE);
}

function federationHost(): ModuleFederation | null {
  return getInstance(registeredHere) ?? getInstance();
}

let pending: Promise<ComponentType<BookingDialogProps>> | null = null;

/** Downloads the dialog once (a preload and the real open share it); a failure is forgotten so Retry tries again. */
export function loadBookingDialog(): Promise<ComponentType<BookingDialogProps>> {
  pending ??= (async () => {
    const host = federationHost();
    if (!host) throw new BookingUnavailableError();
    let exports: Record<string, unknown> | null;
    try {
      exports = await host.loadRemote<Record<string, unknown>>(BOOKING_DIALOG);
    } catch (error) {
      throw new BookingUnavailableError(error);
    }
    const dialog = exports && !exports[UNAVAILABLE_MARK] ? (exports.default ?? exports.BookingDialog) : null;
    if (typeof dialog !== "function" && (typeof dialog !== "object" || dialog === null)) throw new BookingUnavailableError();
    return dialog as ComponentType<BookingDialogProps>;
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

let retries = 0;

/** Before a retry: registers the booking remote again under a fresh URL, so the runtime drops a cached failure. */
export function resetBookingRemote(): void {
  const host = federationHost();
  const remote = host?.options.remotes.find((r) => r.name === BOOKING_REMOTE);
  if (!host || !remote || !("entry" in remote)) return;
  retries += 1;
  const entry = remote.entry.replace(/[?&]retry=\d+$/, "");
  host.registerRemotes([{ ...remote, entry: `${entry}${entry.includes("?") ? "&" : "?"}retry=${retries}` }], { force: true });
}
