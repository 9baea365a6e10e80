/** The site's main links, shown by the header and by the mobile menu (labels translated where shown). */
import { msg } from "@gh/i18n";

export const MAIN_LINKS = [
  { to: "/search", label: msg("Find Doctors") },
  { to: "/emergency", label: msg("Emergency") },
  { to: "/register-provider", label: msg("For Providers") },
] as const;
