/**
 * The signed-in account's language, declared once (see ../providers/routes.ts): PUT
 * /api/account/language keeps the language the person chose on the site with their account, so
 * their e-mails and SMS are written in it and their next sign-in, on any phone, shows the site in
 * it. Worker-free.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { isLanguage, LANGUAGES, type Language } from "@gh/contracts/languages";
import { msg } from "@gh/contracts/msg";
import { createRoute, z } from "@hono/zod-openapi";
import { BODY_REFUSALS, jsonAnswer, jsonBody, SIGNED_IN, SIGNED_OUT } from "../../http/openapi-answers.ts";

const LANGUAGE_TAGS = LANGUAGES.map((language) => language.tag) as [Language, ...Language[]];
const LANGUAGE_DESCRIPTION = "A language the site speaks, by its BCP 47 tag: en-GH (English), ak (Twi), ee (Ewe), gaa (Ga), ha (Hausa).";

/** `{ language }`: one of the product's languages (never the pseudo-language). */
const accountLanguageInputSchema = z.object({
  language: z
    .string({ message: msg("Choose one of the languages offered") })
    .refine(isLanguage, { message: msg("Choose one of the languages offered") })
    .openapi({ enum: LANGUAGE_TAGS, example: "ak", description: LANGUAGE_DESCRIPTION }),
});

export const setLanguageRoute = createRoute({
  method: "put",
  path: "/language",
  tags: ["User"],
  summary: "Keep the account's language",
  description:
    "Any role. The language the account's e-mails and SMS are written in from now on; each later sign-in sets the browser's `gh_lang` cookie to it. " +
    "Also sets this browser's `gh_lang` cookie.",
  security: SIGNED_IN,
  request: { body: jsonBody(accountLanguageInputSchema) },
  responses: {
    200: {
      ...jsonAnswer(z.object({ language: z.enum(LANGUAGE_TAGS).describe(LANGUAGE_DESCRIPTION) }).openapi("AccountLanguage"), "Kept."),
      headers: z.object({ "Set-Cookie": z.string().describe("`gh_lang=<language>; Path=/; Max-Age=31536000; SameSite=Lax`.") }),
    },
    ...BODY_REFUSALS,
    401: SIGNED_OUT,
  },
});
