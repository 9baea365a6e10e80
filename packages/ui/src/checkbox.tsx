import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";
import { FieldError, FieldHint } from "./field-messages";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A native checkbox with its label (the whole label row is the touch target). */
export function Checkbox({ label, hint, error, id, className, "aria-describedby": describedBy, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hasError = error != null && error !== false && error !== "";
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx("ui-checkbox", className)}>
      <input
        {...rest}
        type="checkbox"
        id={inputId}
        className="ui-checkbox__input"
        aria-invalid={hasError || undefined}
        aria-describedby={cx(describedBy, hint != null && hintId, hasError && errorId) || undefined}
      />
      <label htmlFor={inputId} className="ui-checkbox__label">
        {label}
      </label>
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
