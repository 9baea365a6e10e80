/** The signed-in provider's own profile, or the spec's "Provider Profile Not Found" (404). */
import type { Provider } from "@gh/contracts/providers";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/errors.ts";
import { providerByUser } from "../../db/providers.ts";

export async function ownProvider(db: Database, user: SessionUser): Promise<Provider> {
  const provider = await providerByUser(db, user.id);
  if (!provider) throw notFound(PROVIDER_MESSAGES.profileNotFound);
  return provider;
}
