/** An admin answer did not arrive: say what is missing and offer Retry. */
import { MESSAGES } from "@gh/contracts/messages";
import { Button } from "@gh/ui";
import { useT } from "@gh/i18n";
import "./load-failed.css";

export interface LoadFailedProps {
  /** What could not be loaded, as a whole sentence in the page's language: "We could not load the users". */
  title: string;
  onRetry: () => void;
  retrying: boolean;
}

export function LoadFailed({ title, onRetry, retrying }: LoadFailedProps) {
  const t = useT();
  return (
    <div className="admin-load-failed" role="alert">
      <p className="admin-load-failed__title">{title}</p>
      <p>{t("Check your connection and try again.")}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t(MESSAGES.retry)}
      </Button>
    </div>
  );
}
