import type { ComponentProps } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-class";
import { cx } from "./cx";

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Disables the button and shows a spinner before the (kept) label. */
  loading?: boolean;
}

/** A native <button>; type defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClass(variant, size, block), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="ui-spinner ui-spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}
