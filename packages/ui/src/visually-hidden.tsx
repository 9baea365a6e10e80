import type { ComponentProps } from "react";
import { cx } from "./cx";

/** Text for screen readers only: hidden visually, still read aloud and part of accessible names. */
export function VisuallyHidden({ className, ...rest }: ComponentProps<"span">) {
  return <span {...rest} className={cx("ui-sr-only", className)} />;
}
