/**
 * DELETE /api/providers/profile: the provider leaves. Patients with a visit still ahead are told
 * first; then the account goes, and with it the profile, appointments, reviews, time off and
 * sessions (payments stay for accounting), the photo in R2, and this browser's session cookie.
 */
import { PROVIDER_TOASTS } from "@gh/contracts";
import { Hono } from "hono";
import { clearSessionCookie } from "../../auth/cookies.ts";
import { requireUser } from "../../auth/guards.ts";
import { database } from "../../db/client.ts";
import { deleteProviderAccount, upcomingBookings } from "../../db/provider-practice.ts";
import type { AppEnv } from "../../env.ts";
import { deleteProfileImage } from "../../images/profile-images.ts";
import { notifyPatient, providerRemovedNotice } from "../../notifications/appointment-notices.ts";
import { ownProvider } from "./own-provider.ts";

export const deleteProfileRoutes = new Hono<AppEnv>().delete("/profile", requireUser("provider"), async (c) => {
  const db = database(c.env);
  const user = c.get("user");
  const provider = await ownProvider(db, user);
  // Told while their appointment rows still exist: the delete below cascades them away.
  const bookings = await upcomingBookings(db, provider.id, Date.now());
  for (const booking of bookings) await notifyPatient(c.env, db, booking, providerRemovedNotice(booking, provider));

  const removed = await deleteProviderAccount(db, provider);
  await deleteProfileImage(c.env, provider.profileImage);
  if (user.profileImageUrl !== provider.profileImage) await deleteProfileImage(c.env, user.profileImageUrl);
  clearSessionCookie(c);
  return c.json({ ...removed, message: PROVIDER_TOASTS.profileDeleted.title }, 200);
});
