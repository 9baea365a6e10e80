/**
 * Schemas more than one resource's declarations answer with, named once as components of the API's
 * document: a name registered twice keeps whichever came first, so a second `.openapi("Provider")`
 * would quietly drop this one's example. Worker-free, like the declarations.
 */
import { providerSchema } from "@gh/contracts/providers";
import { DEMO_PROVIDER_EXAMPLE } from "./openapi-examples.ts";

/** A provider's public profile, as GET /api/providers/{id} and the edits that answer with it give it. */
export const providerComponent = providerSchema.openapi("Provider", { example: DEMO_PROVIDER_EXAMPLE });
