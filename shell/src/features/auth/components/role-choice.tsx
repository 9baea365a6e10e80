/** The sign-up role choice (spec: Patient or Healthcare Provider), as a native radio group. */
import { Stethoscope, User } from "@gh/ui";

export type SignUpRole = "patient" | "provider";

const ROLES = [
  { value: "patient", label: "Patient", hint: "Find providers and book appointments", Icon: User },
  { value: "provider", label: "Healthcare Provider", hint: "Register your practice (free)", Icon: Stethoscope },
] as const;

export function RoleChoice({ value, onChange }: { value: SignUpRole; onChange: (role: SignUpRole) => void }) {
  return (
    <fieldset className="auth-roles">
      <legend className="ui-field__label">I am a</legend>
      <div className="auth-roles__options">
        {ROLES.map((role) => (
          <label key={role.value} className="auth-role">
            <input type="radio" name="role" value={role.value} checked={value === role.value} onChange={() => onChange(role.value)} />
            <role.Icon size={20} />
            <span className="auth-role__text">
              <span className="auth-role__label">{role.label}</span>
              <span className="auth-role__hint">{role.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
