/**
 * A signed-in person's choice of language is kept on their account too, so e-mails and SMS follow it
 * and another phone starts in it (docs/architecture.md, Languages). Loaded only once a choice is made;
 * a visitor's choice lives in the cookie alone. A failure leaves the cookie's choice, which is enough
 * for this browser.
 */
import { callApi, currentUserQuery } from "@gh/api-client";
import { isLanguage } from "@gh/contracts/languages";
import { queryClient } from "../app/query-client";

export async function rememberLanguage(language: string): Promise<void> {
  if (!isLanguage(language) || !queryClient.getQueryData(currentUserQuery.queryKey)) return;
  await callApi("PUT /api/account/language", { json: { language } }).catch(() => undefined);
}
