import type { Provider } from "@gh/contracts/providers";

/** "KM" for a provider without a photo. */
export function initials(provider: Pick<Provider, "user">): string {
  return `${provider.user.firstName.charAt(0)}${provider.user.lastName.charAt(0)}`.toUpperCase();
}
