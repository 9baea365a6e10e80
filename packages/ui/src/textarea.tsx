import type { ComponentProps } from "react";
import { cx } from "./cx";

export type TextareaProps = ComponentProps<"textarea">;

/** A native <textarea>; put it inside <Field> for its label, hint and error. */
export function Textarea({ className, ...rest }: TextareaProps) {
  return <textarea {...rest} className={cx("ui-textarea", className)} />;
}
