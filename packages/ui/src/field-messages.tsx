import type { ReactNode } from "react";
import { AlertTriangle } from "./icons";

/** A field's hint, referenced by the control's aria-describedby. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="ui-field__hint">
      {children}
    </p>
  );
}

/** A field's error, with an icon so it does not rely on colour alone. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="ui-field__error">
      <AlertTriangle size={16} />
      <span>{children}</span>
    </p>
  );
}
