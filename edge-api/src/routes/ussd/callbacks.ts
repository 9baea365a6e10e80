/**
 * The USSD aggregators' callbacks (docs/product-rules.md#basic-phones): each a small adapter
 * (ussd/adapters/) between its aggregator's format and the one menu, which it drives through the
 * session store and the booking desk over D1. Built around a menu (index.ts gives the real one), so
 * the adapters are tested with a menu of the test's own.
 */
import { msg } from "@gh/contracts/msg";
import type { Context } from "hono";
import { database } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../http/errors.ts";
import { declaredRoutes, guarded } from "../../http/openapi.ts";
import { backgroundOf } from "../../money/refunds.ts";
import { africasTalkingAnswer, africasTalkingStep } from "../../ussd/adapters/africastalking.ts";
import { HUBTEL_SESSION_ENDED, hubtelAnswer, hubtelStep } from "../../ussd/adapters/hubtel.ts";
import { bookingDesk } from "../../ussd/desk.ts";
import type { UssdMenu } from "../../ussd/menu-port.ts";
import { kvSessionStore } from "../../ussd/session-store.ts";
import { answerDial, type TurnServices } from "../../ussd/session-turn.ts";
import { ussdCallbackGuard } from "./callback-guard.ts";
import { africasTalkingRoute, hubtelRoute } from "./routes.ts";

const NOT_A_GHANA_NUMBER = msg("Please enter a valid Ghana phone number, e.g. +233 24 123 4567");

/** A request from a number that is not Ghana's: nothing is stored or run. */
const refused = (field: string) => new AppError(400, "validation_failed", msg("Some fields are missing or invalid"), { [field]: NOT_A_GHANA_NUMBER });

export function ussdRoutesFor(menu: UssdMenu) {
  const services = (c: Context<AppEnv>): TurnServices => {
    const background = backgroundOf(c);
    return { store: kvSessionStore(c.env.USSD_SESSIONS), menu, desk: bookingDesk({ env: c.env, db: database(c.env), background }), background };
  };

  return declaredRoutes()
    .openapi(guarded(hubtelRoute, ussdCallbackGuard), async (c) => {
      const request = c.req.valid("json");
      const step = hubtelStep(request, Date.now());
      if (step.kind === "refused") throw refused(step.field);
      if (step.kind === "end") {
        // The caller hung up or the network gave up: whatever they had not confirmed is dropped.
        await kvSessionStore(c.env.USSD_SESSIONS).end("hubtel", request.SessionId);
        return c.json(HUBTEL_SESSION_ENDED, 200);
      }
      return c.json(hubtelAnswer(await answerDial(step.dial, services(c))), 200);
    })
    .openapi(guarded(africasTalkingRoute, ussdCallbackGuard), async (c) => {
      const step = africasTalkingStep(c.req.valid("form"), Date.now());
      if (step.kind === "refused") throw refused(step.field);
      return c.text(africasTalkingAnswer(await answerDial(step.dial, services(c))), 200);
    });
}
