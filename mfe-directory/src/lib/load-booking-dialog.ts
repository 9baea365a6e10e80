/**
 * The booking dialog belongs to the booking area (mfe-booking exposes "./BookingDialog"); the
 * directory reaches it only through the federation runtime, never by a source import.
 *
 * The shell registers every remote from /remotes.json on its own federation instance. This remote's
 * module-level `loadRemote` is bound to the directory's own instance, which knows no other remotes,
 * so the loads go to the instance that has the booking remote registered (the shell's), and so
 * also pass through the shell's fallback plugin.
 */
import { createRemoteLoader } from "@gh/federation";
import { getInstance, type ModuleFederation } from "@module-federation/enhanced/runtime";

const BOOKING_REMOTE = "mfe_booking";
export const BOOKING_DIALOG = `${BOOKING_REMOTE}/BookingDialog`;

function registeredHere(instance: ModuleFederation): boolean {
  return instance.options.remotes.some((remote) => remote.name === BOOKING_REMOTE);
}

/** Downloads the dialog once (a preload and the real open share it); Retry registers it under a fresh URL. */
export const bookingRemote = createRemoteLoader(() => getInstance(registeredHere) ?? getInstance());
