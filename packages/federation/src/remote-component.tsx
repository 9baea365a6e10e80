/**
 * Renders a remote's exposed component behind Suspense and an error boundary, one boundary per
 * attempt: Retry registers the remote under a fresh URL and starts a new download, and a failure
 * shows what `unavailable` draws instead of taking the rest of the page down.
 */
import { ErrorBoundary } from "@gh/ui/core";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { remoteOf, type RemoteLoader } from "./remote-loader.ts";

export interface RemoteComponentProps<Props extends object> {
  loader: RemoteLoader;
  /** The exposed module, e.g. "mfe_booking/BookingDialog". */
  id: string;
  /** Props for the remote component (none for a page). */
  props?: Props;
  /** Names the section in the console when it fails ("booking dialog"); the module's id by default. */
  label?: string;
  /** What shows while the remote's code downloads. */
  loading: ReactNode;
  /** What shows once it has failed; `retry` downloads it again. */
  unavailable: (retry: () => void) => ReactNode;
}

export function RemoteComponent<Props extends object>({ loader, id, props, label = id, loading, unavailable }: RemoteComponentProps<Props>) {
  const [attempt, setAttempt] = useState(0);
  // Decided once per attempt. Already downloaded (e.g. preloaded before the first render): rendered at
  // once, outside Suspense, so nothing suspends over a prerendered screen. Otherwise a new lazy
  // component per attempt, so Retry starts a fresh download.
  const [Remote, ready] = useMemo(() => {
    const downloaded = attempt === 0 ? loader.loaded<Props>(id) : undefined;
    return downloaded ? [downloaded.default, true] : [lazy(() => loader.load<Props>(id)), false];
  }, [loader, id, attempt]);
  const retry = () => {
    loader.reset(remoteOf(id));
    setAttempt((n) => n + 1);
  };
  const remote = <Remote {...(props as Props)} />;
  return (
    <ErrorBoundary key={attempt} label={label} fallback={unavailable(retry)}>
      {ready ? remote : <Suspense fallback={loading}>{remote}</Suspense>}
    </ErrorBoundary>
  );
}
