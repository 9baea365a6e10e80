import { displayTitle, type Provider } from "@gh/contracts";

/** "Dr. Kwame Mensah"; no title when it is blank or "none". */
export function providerName(provider: Pick<Provider, "title" | "user">): string {
  return [displayTitle(provider.title), provider.user.firstName, provider.user.lastName].filter(Boolean).join(" ");
}

export function initials(provider: Pick<Provider, "user">): string {
  return `${provider.user.firstName.charAt(0)}${provider.user.lastName.charAt(0)}`.toUpperCase();
}
