/**
 * DELETE /api/providers/profile: the provider leaves. Patients with a visit still ahead are told
 * first; every paid visit that has not happened is refunded in full; then the account goes, and with
 * it the profile, appointments, reviews, time off and sessions (payments and refunds stay for
 * accounting), the photo and the licence documents in R2, and this browser's session cookie.
 * deleteProvider is the one deletion, also used by an administrator (routes/admin/providers.ts).
 */
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { clearSessionCookie } from "../../auth/cookies.ts";
import { requireUser } from "../../auth/guards.ts";
import { database, type Database } from "../../db/client.ts";
import { deleteProviderAccount, upcomingBookings, type AlongsideStatement } from "../../db/provider-practice.ts";
import type { Bindings } from "../../env.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { deleteProfileImage } from "../../images/profile-images.ts";
import { licenceDocumentKeysOf } from "../../db/licences.ts";
import { deleteLicenceDocuments } from "../../licences/licence-documents.ts";
import { notifyPatient, providerRemovedNotice } from "../../notifications/appointment-notices.ts";
import { refundProviderRemoval, unrequestedRefundsOfProvider } from "../../money/refund-store.ts";
import { backgroundOf, requestRefunds, type Background } from "../../money/refunds.ts";
import { ownProvider } from "./own-provider.ts";
import { deleteOwnProfileRoute } from "./routes.ts";
import { requestText } from "../../i18n/api-texts.ts";

/**
 * Removes a provider and everything that hangs off their account, in one batch with `alongside`
 * (an admin's audit entry), after telling the patients who expect a visit; then their photos and
 * licence documents in R2 (the rows that named them cascade away with the profile).
 */
export async function deleteProvider(env: Bindings, db: Database, provider: Provider, alongside: readonly AlongsideStatement[] = [], background?: Background) {
  // Told while their appointment rows still exist: the delete below cascades them away.
  const now = Date.now();
  const [bookings, licenceDocuments] = await Promise.all([upcomingBookings(db, provider.id, now), licenceDocumentKeysOf(db, provider.id)]);
  for (const booking of bookings) await notifyPatient(env, db, booking, () => providerRemovedNotice(booking, provider));

  // Every paid visit that will not happen now is refunded in full, in the deletion's own batch, then
  // asked of the gateway.
  const { accountImageUrl, ...removed } = await deleteProviderAccount(db, provider, [refundProviderRemoval(db, provider.id, now), ...alongside]);
  await requestRefunds(env, db, await unrequestedRefundsOfProvider(db, provider.id), background);
  await deleteProfileImage(env, provider.profileImage);
  if (accountImageUrl !== provider.profileImage) await deleteProfileImage(env, accountImageUrl);
  await deleteLicenceDocuments(env, licenceDocuments);
  return removed;
}

export const deleteProfileRoutes = declaredRoutes().openapi(guarded(deleteOwnProfileRoute, requireUser("provider")), async (c) => {
  const db = database(c.env);
  const provider = await ownProvider(db, c.get("user"));
  const removed = await deleteProvider(c.env, db, provider, [], backgroundOf(c));
  clearSessionCookie(c);
  return c.json({ ...removed, message: requestText(c.req.raw, PROVIDER_TOASTS.profileDeleted.title) }, 200);
});
