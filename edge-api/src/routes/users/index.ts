/** PUT /api/users/:id: a user edits their own name and e-mail; a new e-mail must be verified again. */
import { msg } from "@gh/contracts/msg";
import { emailInUse, toAccountUser } from "../../auth/account-user.ts";
import { codeDelivery, devCode, unlessRateLimited } from "../../auth/code-delivery.ts";
import { requireUser } from "../../auth/guards.ts";
import { database, isUniqueViolation } from "../../db/client.ts";
import { findUserByEmail, updateUser } from "../../db/users.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { updateUserRoute } from "./routes.ts";
import { recipientLanguage, requestText } from "../../i18n/api-texts.ts";

export const usersRoutes = declaredRoutes().openapi(guarded(updateUserRoute, requireUser()), async (c) => {
  const user = c.get("user");
  if (c.req.valid("param").id !== user.id) throw new AppError(403, "forbidden", msg("You can only edit your own profile"));
  const { firstName, lastName, email } = c.req.valid("json");
  const db = database(c.env);
  const emailChanged = email !== user.email;
  if (emailChanged && (await findUserByEmail(db, email))) {
    throw emailInUse();
  }
  let updated;
  try {
    updated = await updateUser(db, user.id, { firstName, lastName, ...(emailChanged ? { email, emailVerified: false } : {}) });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  // Saved either way; if sends are used up the user resends from the verification page.
  const code = emailChanged ? await unlessRateLimited(() => codeDelivery(c.env, db, recipientLanguage(updated, c.req.raw)).emailVerification(email)) : null;
  return c.json({ user: toAccountUser(updated), requiresVerification: emailChanged, message: requestText(c.req.raw, msg("Profile updated")), ...devCode(c.env, code) }, 200);
});
