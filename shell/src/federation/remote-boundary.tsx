/**
 * What shows instead of a section that failed to load or crashed (a remote's page, a lazy shell page,
 * every section without the route table): the rest of the app keeps working.
 */
import { MESSAGES } from "@gh/contracts/messages";
import { Button } from "@gh/ui/core";

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="shell-unavailable container" role="alert" aria-live="assertive">
      <h2>{MESSAGES.remoteUnavailable}</h2>
      <p>Check your connection and try again. The rest of the app still works.</p>
      <Button onClick={onRetry}>{MESSAGES.retry}</Button>
    </section>
  );
}
