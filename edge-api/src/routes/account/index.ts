/**
 * PUT /api/account/language: the signed-in account keeps the language its owner chose on the site
 * (users.language). Its e-mails and SMS are written in it, and every sign-in gives the browser the
 * `gh_lang` cookie for it (auth/sign-in.ts), as this answer does now.
 */
import type { Language } from "@gh/contracts/languages";
import { setLanguageCookie } from "../../auth/cookies.ts";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { setAccountLanguage } from "../../db/users.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { setLanguageRoute } from "./routes.ts";

export const accountLanguageRoutes = declaredRoutes().openapi(guarded(setLanguageRoute, requireUser()), async (c) => {
  // The declaration's isLanguage check let only one of the product's languages through.
  const language = c.req.valid("json").language as Language;
  await setAccountLanguage(database(c.env), c.get("user").id, language);
  setLanguageCookie(c, language);
  return c.json({ language }, 200);
});
