import type { ComponentProps } from "react";
import { cx } from "./cx";

export type InputProps = ComponentProps<"input">;

/** A native <input>; put it inside <Field> for its label, hint and error. */
export function Input({ className, ...rest }: InputProps) {
  return <input {...rest} className={cx("ui-input", className)} />;
}
