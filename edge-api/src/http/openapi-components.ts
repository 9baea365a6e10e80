/**
 * Schemas more than one resource's declarations answer with, named once as components of the API's
 * document: a name registered twice keeps whichever came first, so a second `.openapi("Provider")`
 * would quietly drop this one's example. Worker-free, like the declarations.
 */
import { accountUserSchema, codeSentSchema, messageSchema, verifyResultSchema } from "@gh/contracts/answers/account";
import { providerSchema } from "@gh/contracts/providers";
import { DEMO_PROVIDER_EXAMPLE } from "./openapi-examples.ts";

/** A provider's public profile, as GET /api/providers/{id} and the edits that answer with it give it. */
export const providerComponent = providerSchema.openapi("Provider", { example: DEMO_PROVIDER_EXAMPLE });

/** The signed-in account as the account routes answer with it. */
export const accountUserComponent = accountUserSchema.openapi("AccountUser");
/** `{ message }`: a done change with only words to say about it. */
export const messageComponent = messageSchema.openapi("Message");
/** A code was sent (or would have been): where, and when another may be asked for. */
export const codeSentComponent = codeSentSchema.openapi("CodeSent");
/** A code accepted: the account, verified. */
export const verifyResultComponent = verifyResultSchema.extend({ user: accountUserComponent }).openapi("VerifyResult");
