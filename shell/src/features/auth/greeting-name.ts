/** How the header greets the signed-in user (spec: header greeting). */
import type { AccountUser } from "@gh/contracts/auth";
import { t } from "@gh/i18n";

/** "Dr. Kwame" for providers, "Ama" for everyone else. */
export function greetingName(user: AccountUser): string {
  // translators: a provider's first name with the doctor's title, as the header greets them
  return user.role === "provider" ? t("Dr. {name}", { name: user.firstName }) : user.firstName;
}
