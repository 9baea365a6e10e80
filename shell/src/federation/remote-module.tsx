/** Renders a remote's exposed component behind Suspense and an error boundary, with Retry (@gh/federation). */
import { RemoteComponent } from "@gh/federation";
import { Spinner } from "@gh/ui/core";
import { RemoteUnavailable } from "./remote-boundary";
import { remotes } from "./remotes";

/** A remote's page, by its exposed module's id, e.g. "mfe_directory/EmergencyPage". */
export function RemoteModule({ id }: { id: string }) {
  return (
    <RemoteComponent
      loader={remotes}
      id={id}
      loading={<PageSpinner />}
      unavailable={(retry) => <RemoteUnavailable onRetry={retry} />}
    />
  );
}

export function PageSpinner() {
  return (
    <div className="shell-page-spinner">
      <Spinner />
    </div>
  );
}
