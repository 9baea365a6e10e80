/** User-facing texts shared by more than one area, as SPEC.md writes them. */
export const MESSAGES = {
  remoteUnavailable: "This section is temporarily unavailable",
  retry: "Retry",
  notFoundHeading: "404 Page Not Found",
  notFoundHint: "Did you forget to add the page to the router?",
  loading: "Loading...",
} as const;
