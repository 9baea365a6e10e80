/**
 * The sandbox's mobile-money prompts as a wallet's phone would show them, for the phone simulator
 * at /dev/ussd (edge-api/src/dev-simulator/): GET /api/dev/momo-prompts?phone=… lists the prompts
 * waiting on a number, and POST …/{reference}/approve or …/decline is the customer's answer
 * (payments/sandbox-charge.ts: approving pays the booking as Paystack's webhook would, declining
 * releases its time and texts the caller). Development and tests only, like the rest of /api/dev.
 */
/* eslint-disable gh/no-untranslated-text -- a development-only route (the phone simulator reads it) and its OpenAPI description: never shown to a person using the site */
import { createRoute, z } from "@hono/zod-openapi";
import { toGhanaE164 } from "../../auth/phone.ts";
import { database } from "../../db/client.ts";
import { notFound } from "../../http/errors.ts";
import { declaredRoutes } from "../../http/openapi.ts";
import { CHANGE_REFUSALS, DEVELOPMENT_TAG, errorAnswer, INVALID_INPUT, jsonAnswer, STORAGE_DOWN } from "../../http/openapi-answers.ts";
import { backgroundOf } from "../../money/refunds.ts";
import { approveSandboxCharge, declineSandboxCharge, sandboxPrompt, sandboxPromptsOn } from "../../payments/sandbox-charge.ts";

const tags = [DEVELOPMENT_TAG];

const promptsQuerySchema = z.object({
  phone: z
    .string({ message: "phone is required" })
    .refine((phone) => toGhanaE164(phone) !== null, "phone must be a Ghana number, e.g. 0241234567 or +233241234567")
    .describe("The wallet's number, any usual Ghana form (0241234567, +233241234567)."),
});

const promptSchema = z
  .object({
    reference: z.string().describe("The charge's reference, apt_{appointmentId}_{timestamp}."),
    amountPesewas: z.number().int().describe("What the prompt asks for, in pesewas (GHS)."),
    phone: z.string().describe("The wallet, +233XXXXXXXXX."),
    provider: z.enum(["mtn", "vod", "atl"]).describe("The wallet's network as Paystack names it."),
    waitingFor: z
      .enum(["approval", "code"])
      .describe("approval: the customer approves or declines it now; code: the caller must dial again and give the sandbox's code (123456) first."),
  })
  .openapi("SandboxMomoPrompt");

const referenceParams = z.object({ reference: z.string().min(1).max(100).describe("A prompt's reference, as the list gives it.") });

const answerSchema = z
  .object({
    reference: z.string(),
    settlement: z
      .enum(["paid", "already_paid", "unpaid", "refused", "unknown"])
      .describe("What became of the booking: paid (its SMS sent), already_paid, unpaid (declined: its time released, the caller texted), refused (paid but it could not pay the booking: refunded), unknown (not verified yet)."),
  })
  .openapi("SandboxMomoPromptAnswer");

const NOT_HERE = "In production: the route does not exist (code `not_found`).";

const listRoute = createRoute({
  method: "get",
  path: "/momo-prompts",
  tags,
  summary: "The sandbox's MoMo prompts waiting on a wallet's phone",
  description: "Oldest first; empty when none waits (or when Paystack, not the sandbox, is the gateway). A call the sandbox never answers (a number ending in 9) shows no prompt.",
  request: { query: promptsQuerySchema },
  responses: {
    200: jsonAnswer(z.array(promptSchema), "The prompts on that phone."),
    400: INVALID_INPUT,
    404: errorAnswer(NOT_HERE),
    503: STORAGE_DOWN,
  },
});

const answerRoute = (answer: "approve" | "decline") =>
  createRoute({
    method: "post",
    path: `/momo-prompts/{reference}/${answer}`,
    tags,
    summary: answer === "approve" ? "Approve a sandbox MoMo prompt, as the customer on their phone" : "Decline a sandbox MoMo prompt, as the customer on their phone",
    description:
      answer === "approve"
        ? "The sandbox's transaction is paid and the booking fulfilled as Paystack's charge.success webhook fulfils it: once, however often it is sent."
        : "Nothing is taken; the booking's held time is released and the caller told by SMS.",
    request: { params: referenceParams },
    responses: {
      200: jsonAnswer(answerSchema, "Answered."),
      ...CHANGE_REFUSALS,
      404: errorAnswer(`No prompt with this reference waits on a phone (code \`not_found\`): answered already, never shown, or unknown. ${NOT_HERE}`),
    },
  });

export const momoPromptRoutes = declaredRoutes()
  .openapi(listRoute, async (c) => {
    const { phone } = c.req.valid("query");
    return c.json(await sandboxPromptsOn(c.env, toGhanaE164(phone)!), 200);
  })
  .openapi(answerRoute("approve"), async (c) => {
    const { reference } = c.req.valid("param");
    if (!(await sandboxPrompt(c.env, reference))) throw notFound();
    const settlement = await approveSandboxCharge(c.env, database(c.env), reference, { background: backgroundOf(c) });
    // Another answer came first.
    if (settlement === "not_waiting") throw notFound();
    return c.json({ reference, settlement }, 200);
  })
  .openapi(answerRoute("decline"), async (c) => {
    const { reference } = c.req.valid("param");
    if (!(await sandboxPrompt(c.env, reference))) throw notFound();
    const settlement = await declineSandboxCharge(c.env, database(c.env), reference);
    if (settlement === "not_waiting") throw notFound();
    return c.json({ reference, settlement }, 200);
  });
