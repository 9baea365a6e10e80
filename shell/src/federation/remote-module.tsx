/** Renders a remote's exposed component behind Suspense and an error boundary, with Retry. */
import { Spinner } from "@gh/ui";
import { lazy, Suspense, useMemo, useState } from "react";
import { RemoteBoundary } from "./remote-boundary";
import { loadedRemoteComponent, loadRemoteComponent, resetRemote } from "./remotes";

interface RemoteModuleProps {
  remote: string;
  module: string;
  /** Props for the remote component (e.g. the booking dialog's provider). */
  props?: object;
  /** What shows while the remote's code downloads. */
  fallback?: React.ReactNode;
}

export function RemoteModule({ remote, module, props = {}, fallback }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  // Already downloaded (e.g. preloaded before the first render): render at once, without suspending.
  const Ready = attempt === 0 ? loadedRemoteComponent(remote, module) : undefined;
  if (Ready) {
    return (
      <RemoteBoundary remote={remote} onRetry={retry}>
        <Ready {...props} />
      </RemoteBoundary>
    );
  }
  // Each attempt is a new instance with its own lazy component, so Retry starts a fresh download.
  return <RemoteAttempt key={attempt} remote={remote} module={module} props={props} fallback={fallback} onRetry={retry} />;
}

function RemoteAttempt({ remote, module, props, fallback, onRetry }: Required<Pick<RemoteModuleProps, "remote" | "module" | "props">> & Pick<RemoteModuleProps, "fallback"> & { onRetry: () => void }) {
  const Remote = useMemo(() => lazy(async () => ({ default: await loadRemoteComponent(remote, module) })), [remote, module]);
  return (
    <RemoteBoundary remote={remote} onRetry={onRetry}>
      <Suspense fallback={fallback ?? <PageSpinner />}>
        <Remote {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}

export function PageSpinner() {
  return (
    <div className="shell-page-spinner">
      <Spinner />
    </div>
  );
}
