import type { Role } from "@gh/contracts/auth";
import { msg } from "@gh/i18n";

/** How a role reads on the profile ("account type"), shown with `t(ROLE_LABELS[role])`. */
export const ROLE_LABELS: Record<Role, string> = {
  patient: msg("Patient"),
  provider: msg("Healthcare Provider"),
  admin: msg("Administrator"),
};
