/** The sign-up role choice (spec: Patient or Healthcare Provider), as a native radio group. */
import { msg, useT } from "@gh/i18n";
import { Stethoscope, User } from "@gh/ui";

export type SignUpRole = "patient" | "provider";

const ROLES = [
  { value: "patient", label: msg("Patient"), hint: msg("Find providers and book appointments"), Icon: User },
  { value: "provider", label: msg("Healthcare Provider"), hint: msg("Register your practice (free)"), Icon: Stethoscope },
] as const;

export function RoleChoice({ value, onChange }: { value: SignUpRole; onChange: (role: SignUpRole) => void }) {
  const t = useT();
  // translators: the start of a choice, completed by "Patient" or "Healthcare Provider"
  const legend = t("I am a");
  return (
    <fieldset className="auth-roles">
      <legend className="ui-field__label">{legend}</legend>
      <div className="auth-roles__options">
        {ROLES.map((role) => (
          <label key={role.value} className="auth-role">
            <input type="radio" name="role" value={role.value} checked={value === role.value} onChange={() => onChange(role.value)} />
            <role.Icon size={20} />
            <span className="auth-role__text">
              <span className="auth-role__label">{t(role.label)}</span>
              <span className="auth-role__hint">{t(role.hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
