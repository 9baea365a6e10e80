/** How the header greets the signed-in user (spec: header greeting). */
import type { AccountUser } from "@gh/contracts/auth";

/** "Dr. Kwame" for providers, "Ama" for everyone else. */
export function greetingName(user: AccountUser): string {
  return user.role === "provider" ? `Dr. ${user.firstName}` : user.firstName;
}
