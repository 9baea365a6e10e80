/** The error boundary around every remote: a failed or crashing remote leaves the rest of the app working. */
import { MESSAGES } from "@gh/contracts";
import { Button, ErrorBoundary } from "@gh/ui";
import type { ReactNode } from "react";

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

export function RemoteBoundary({ remote, onRetry, children }: Props) {
  return (
    <ErrorBoundary label={remote} fallback={<RemoteUnavailable onRetry={onRetry} />}>
      {children}
    </ErrorBoundary>
  );
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="shell-unavailable container" role="alert" aria-live="assertive">
      <h2>{MESSAGES.remoteUnavailable}</h2>
      <p>Check your connection and try again. The rest of the app still works.</p>
      <Button onClick={onRetry}>{MESSAGES.retry}</Button>
    </section>
  );
}
