/**
 * What shows instead of a section that failed to load or crashed (a remote's page, a lazy shell page,
 * every section without the route table): the rest of the app keeps working.
 */
import { MESSAGES } from "@gh/contracts/messages";
import { useT } from "@gh/i18n";
import { Button } from "@gh/ui/core";

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <section className="shell-unavailable container" role="alert" aria-live="assertive">
      <h2>{t(MESSAGES.remoteUnavailable)}</h2>
      <p>{t("Check your connection and try again. The rest of the app still works.")}</p>
      <Button onClick={onRetry}>{t(MESSAGES.retry)}</Button>
    </section>
  );
}
