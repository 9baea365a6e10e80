import type { Role } from "@gh/contracts/auth";

/** How a role reads on the profile ("account type"). */
export const ROLE_LABELS: Record<Role, string> = {
  patient: "Patient",
  provider: "Healthcare Provider",
  admin: "Administrator",
};
