/** GET /api/user: the signed-in user, or 401 for an anonymous visitor (the shell reads that as "anonymous"). */
import { AUTH_MESSAGES } from "@gh/contracts";
import { Hono } from "hono";
import { toAccountUser } from "../../auth/account-user.ts";
import { currentUser } from "../../auth/session.ts";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../http/errors.ts";

export const userRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = await currentUser(c, database(c.env));
  if (!user) throw new AppError(401, "unauthenticated", AUTH_MESSAGES.notSignedIn);
  return c.json(toAccountUser(user), 200);
});
