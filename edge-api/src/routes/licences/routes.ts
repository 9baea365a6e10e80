/**
 * A provider's own licence, declared once (docs/architecture.md#api-hono-on-workers): its standing
 * and latest upload, and a new upload. Mounted at /api/providers/licence; handlers in index.ts.
 * Worker-free: contracts and @hono/zod-openapi only.
 */
/* eslint-disable gh/no-untranslated-text -- OpenAPI summaries, descriptions and examples: the API's reference for developers, in English like the code; the words a person is shown are marked with msg() */
import { ownLicenceSchema, providerLicenceSchema } from "@gh/contracts/answers/licences";
import { licenceUploadFieldsSchema } from "@gh/contracts/licences";
import { msg } from "@gh/contracts/msg";
import { createRoute, z } from "@hono/zod-openapi";
import { errorAnswer, forbidden, jsonAnswer, noProviderProfile, NOT_A_PROVIDER, NOT_A_PROVIDER_READ, PROVIDER_ROLE, SIGNED_IN, SIGNED_OUT, STORAGE_DOWN } from "../../http/openapi-answers.ts";

const tags = ["Provider practice"];
const ownLicence = ownLicenceSchema.openapi("OwnLicence");

/** The one text for a form without a file in `document` (the other refusals of the file are the handler's: they need its bytes). */
const CHOOSE_A_FILE = msg("Choose the file of your licence: a PDF, JPG or PNG.");

/** POST /api/providers/licence's form: the file beside the fields (hono hands a file part over as a File). */
const licenceUploadFormSchema = licenceUploadFieldsSchema.extend({
  document: z
    .custom<File>((value) => value instanceof File, { message: CHOOSE_A_FILE })
    .openapi({ type: "string", format: "binary", description: "The licence: a PDF, JPG or PNG file of at most 5 MB. Its type is read from its first bytes, not its name." }),
});

export const providerLicenceRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The provider's licence standing and latest upload",
  description: `${PROVIDER_ROLE} \`licenceVerifiedFor\` is the year the current licence was approved for (null: never yet, and patients cannot book until it is); \`latest\` the newest upload and its review, or null.`,
  security: SIGNED_IN,
  responses: {
    200: jsonAnswer(providerLicenceSchema.extend({ latest: ownLicence.nullable() }).openapi("ProviderLicence"), "The standing and the latest upload."),
    401: SIGNED_OUT,
    403: NOT_A_PROVIDER_READ,
    404: noProviderProfile(),
    503: STORAGE_DOWN,
  },
});

export const uploadLicenceRoute = createRoute({
  method: "post",
  path: "/",
  tags,
  summary: "Upload the provider's licence for an administrator to check",
  description:
    `${PROVIDER_ROLE} \`multipart/form-data\`: the file in \`document\` (PDF, JPG or PNG, at most 5 MB, its type read from its first bytes), the \`regulator\` that issued it and its \`registrationNumber\`. ` +
    "It waits for an administrator's review (and replaces an earlier upload still waiting); the provider's regulator becomes the one given. The document is stored privately: only its provider and administrators can read it.",
  security: SIGNED_IN,
  request: { body: { content: { "multipart/form-data": { schema: licenceUploadFormSchema } }, required: true } },
  responses: {
    201: jsonAnswer(ownLicence, "The upload, waiting for review."),
    400: errorAnswer(
      "A field is missing or invalid, or the file is not a PDF, JPG or PNG (a renamed file of another kind included) or is empty (code `validation_failed`; `error.fields` names each, the file as `document`), or the form cannot be read (code `bad_request`).",
    ),
    401: SIGNED_OUT,
    403: forbidden(NOT_A_PROVIDER),
    404: noProviderProfile(),
    413: errorAnswer("The file is larger than 5 MB (code `payload_too_large`; `error.fields.document`), or the whole request is larger than the API accepts."),
    415: errorAnswer("The body was sent as something other than `multipart/form-data` (code `unsupported_media_type`)."),
    503: STORAGE_DOWN,
  },
});
