/** GET /api/user: the signed-in user, or 401 for an anonymous visitor (the shell reads that as "anonymous"). */
import { Hono } from "hono";
import { currentUser } from "../../auth/session.ts";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../http/errors.ts";

export const userRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = await currentUser(c, database(c.env));
  if (!user) throw new AppError(401, "unauthenticated", "Not signed in");
  return c.json(
    {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      role: user.role,
      emailVerified: user.emailVerified,
      phoneVerified: user.phoneVerified,
      profileImageUrl: user.profileImageUrl,
      createdAt: new Date(user.createdAt).toISOString(),
    },
    200,
  );
});
