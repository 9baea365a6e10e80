/** A password input with a Show password toggle (typing a password on a phone keyboard is error-prone). */
import { Trans } from "@gh/i18n";
import { Eye, Input, VisuallyHidden, type InputProps } from "@gh/ui";
import { useState } from "react";

export function PasswordInput(props: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  // translators: a button that shows the typed password; the part inside <0>…</0> is read out by screen readers only
  const label = <Trans message="Show<0> password</0>" components={{ 0: <VisuallyHidden /> }} />;
  return (
    <div className="auth-password">
      <Input {...props} type={visible ? "text" : "password"} />
      <button type="button" className="auth-password__toggle" aria-pressed={visible} aria-controls={props.id} onClick={() => setVisible((shown) => !shown)}>
        <Eye size={18} />
        <span>{label}</span>
      </button>
    </div>
  );
}
