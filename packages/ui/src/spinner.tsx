import { MESSAGES } from "@gh/contracts/messages";
import { cx } from "./cx";

export interface SpinnerProps {
  /** Announced to screen readers; default "Loading...". */
  label?: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

export function Spinner({ label = MESSAGES.loading, size = "md", className }: SpinnerProps) {
  return (
    <span role="status" className={cx("ui-spinner-wrap", className)}>
      <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />
      <span className="ui-sr-only">{label}</span>
    </span>
  );
}
