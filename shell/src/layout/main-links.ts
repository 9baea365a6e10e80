/** The site's main links, shown by the header and by the mobile menu. */
export const MAIN_LINKS = [
  { to: "/search", label: "Find Doctors" },
  { to: "/emergency", label: "Emergency" },
  { to: "/register-provider", label: "For Providers" },
] as const;
