import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cx } from "./cx";
import { FieldError, FieldHint } from "./field-messages";

/** What Field wires onto its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and marks it aria-invalid. */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required (add native `required` yourself if wanted). */
  required?: boolean;
  /** Id for the control; default the child element's own id, else a generated one. */
  id?: string;
  className?: string;
  /** One control element (it gets id/aria-* props), or a function receiving those props. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const childId = typeof children !== "function" && isValidElement(children) ? children.props.id : undefined;
  const controlId = id ?? childId ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== "";

  const control: FieldControlProps = { id: controlId };
  const own = cx(hint != null && hintId, hasError && errorId);
  if (hasError) control["aria-invalid"] = true;
  if (required) control["aria-required"] = true;

  let rendered: ReactNode;
  if (typeof children === "function") {
    if (own) control["aria-describedby"] = own;
    rendered = children(control);
  } else if (isValidElement(children)) {
    const describedBy = cx(children.props["aria-describedby"], own);
    if (describedBy) control["aria-describedby"] = describedBy;
    rendered = cloneElement(children, control);
  }

  return (
    <div className={cx("ui-field", className)}>
      <label htmlFor={controlId} className="ui-field__label">
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {hint != null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {rendered}
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
