/** An admin answer did not arrive: say what is missing and offer Retry. */
import { MESSAGES } from "@gh/contracts/messages";
import { Button } from "@gh/ui";
import "./load-failed.css";

export interface LoadFailedProps {
  /** What could not be loaded, e.g. "the users". */
  what: string;
  onRetry: () => void;
  retrying: boolean;
}

export function LoadFailed({ what, onRetry, retrying }: LoadFailedProps) {
  return (
    <div className="admin-load-failed" role="alert">
      <p className="admin-load-failed__title">We could not load {what}</p>
      <p>Check your connection and try again.</p>
      <Button onClick={onRetry} loading={retrying}>
        {MESSAGES.retry}
      </Button>
    </div>
  );
}
