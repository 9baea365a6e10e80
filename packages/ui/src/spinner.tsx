import { MESSAGES } from "@gh/contracts/messages";
import { useT } from "@gh/i18n";
import { cx } from "./cx";

export interface SpinnerProps {
  /** Announced to screen readers (a message: shown in the page's language); default "Loading...". */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

export function Spinner({ label = MESSAGES.loading, size = "md", className }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className={cx("ui-spinner-wrap", className)}>
      <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />
      <span className="ui-sr-only">{t(label)}</span>
    </span>
  );
}
