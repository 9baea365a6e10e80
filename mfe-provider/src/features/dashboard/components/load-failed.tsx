/** The dashboard's answer did not arrive: say so and offer Retry. */
import { MESSAGES } from "@gh/contracts/messages";
import { Button } from "@gh/ui";

export function LoadFailed({ what, onRetry, retrying }: { what: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="dashboard-message" role="alert">
      <h2>We could not load {what}</h2>
      <p>Check your connection and try again.</p>
      <Button onClick={onRetry} loading={retrying}>
        {MESSAGES.retry}
      </Button>
    </div>
  );
}
