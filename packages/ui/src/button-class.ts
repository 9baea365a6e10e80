/** Button look as a className, so links (<Link>, <a href="tel:…">) can share it with <Button>. */
import { cx } from "./cx";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "emergency";
export type ButtonSize = "sm" | "md" | "lg";

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", block = false): string {
  return cx("ui-button", `ui-button--${variant}`, `ui-button--${size}`, block && "ui-button--block");
}
