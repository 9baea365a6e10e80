/** The dashboard's answer did not arrive: say so and offer Retry. */
import { MESSAGES } from "@gh/contracts/messages";
import { Button } from "@gh/ui";
import { msg, useT } from "../../../lib/i18n";

/** What did not load, each said as a whole sentence. */
const HEADINGS = {
  appointments: msg("We could not load your appointments"),
  dashboard: msg("We could not load your dashboard"),
  earnings: msg("We could not load your earnings"),
  reviews: msg("We could not load your reviews"),
} as const;

export function LoadFailed({ what, onRetry, retrying }: { what: keyof typeof HEADINGS; onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div className="dashboard-message" role="alert">
      <h2>{t(HEADINGS[what])}</h2>
      <p>{t("Check your connection and try again.")}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t(MESSAGES.retry)}
      </Button>
    </div>
  );
}
