/** PUT /api/users/{id}: a user edits their own name and e-mail, declared once (see ../providers/routes.ts). Worker-free. */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { profileUpdateResultSchema } from "@gh/contracts/answers/account";
import { updateUserSchema, userIdParamSchema } from "@gh/contracts/auth";
import { createRoute } from "@hono/zod-openapi";
import { BODY_REFUSALS, errorAnswer, forbidden, jsonAnswer, jsonBody, SIGNED_IN, SIGNED_OUT } from "../../http/openapi-answers.ts";
import { accountUserComponent } from "../../http/openapi-components.ts";

export const updateUserRoute = createRoute({
  method: "put",
  path: "/{id}",
  tags: ["User"],
  summary: "Edit one's own name and e-mail",
  description: "Any role, own account only. A new e-mail is no longer verified: it is sent a code (unless sends to it are used up; the verify page resends).",
  security: SIGNED_IN,
  request: { params: userIdParamSchema, body: jsonBody(updateUserSchema) },
  responses: {
    200: jsonAnswer(profileUpdateResultSchema.extend({ user: accountUserComponent }).openapi("ProfileUpdateResult"), "Saved; `user` as it is now."),
    ...BODY_REFUSALS,
    400: errorAnswer("The id or a field is invalid (code `validation_failed`; `error.fields` names each), or the body is not JSON (code `bad_request`)."),
    401: SIGNED_OUT,
    403: forbidden("the id is not the signed-in user's own"),
    409: errorAnswer("Another account uses this e-mail (code `conflict`, `error.fields.email`)."),
  },
});
