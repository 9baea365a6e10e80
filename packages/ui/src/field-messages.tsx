import { useT } from "@gh/i18n";
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

/**
 * A field's error, with an icon so it does not rely on colour alone. An error given as text (a
 * schema's or the API's message) shows in the page's language; one already translated shows as it is.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const t = useT();
  return (
    <p id={id} className="ui-field__error">
      <AlertTriangle size={16} />
      <span>{typeof children === "string" ? t(children) : children}</span>
    </p>
  );
}
