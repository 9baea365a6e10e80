/** A password input with a Show password toggle (typing a password on a phone keyboard is error-prone). */
import { Eye, Input, VisuallyHidden, type InputProps } from "@gh/ui";
import { useState } from "react";

export function PasswordInput(props: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="auth-password">
      <Input {...props} type={visible ? "text" : "password"} />
      <button type="button" className="auth-password__toggle" aria-pressed={visible} aria-controls={props.id} onClick={() => setVisible((shown) => !shown)}>
        <Eye size={18} />
        <span>
          Show<VisuallyHidden> password</VisuallyHidden>
        </span>
      </button>
    </div>
  );
}
