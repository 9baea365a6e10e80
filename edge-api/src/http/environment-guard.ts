/**
 * The Worker refuses to serve when ENVIRONMENT is anything but "production" outside a local run.
 * "development" and "test" turn on the development outbox (`GET /api/dev/outbox`, every code sent,
 * readable by anyone) and codes in the API's answers, so they are for `npm start`, the e2e server
 * and the API tests only, all of which are reached on a loopback host. Cloudflare routes a request
 * to the Worker by the deployment's own host name, so a deployed Worker never sees a loopback one.
 * `npm run deploy:check` refuses such a deployment before it is published (scripts/deploy-check.ts).
 */
import { msg } from "@gh/contracts/msg";
import type { Bindings } from "../env.ts";
import { inRequestLanguage, t } from "../i18n/api-texts.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { errorBody } from "./errors.ts";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLocalRun(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost");
}

/** Why this Worker must not answer `url`, or null when it may. */
export function environmentProblem(env: Pick<Bindings, "ENVIRONMENT">, url: URL): string | null {
  const environment: string = env.ENVIRONMENT;
  if (environment === "production") return null;
  if ((environment === "development" || environment === "test") && isLocalRun(url)) return null;
  return `ENVIRONMENT is ${JSON.stringify(environment ?? null)}: only "production" may serve outside a local run`;
}

const NOT_AVAILABLE = msg("The service is not available. Please try again later.");

/** The answer while misconfigured: a 503 in the API's error shape (in the visitor's language), nothing else runs. */
export function misconfiguredResponse(request: Request, problem: string): Response {
  console.error("Refusing to serve:", problem);
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Retry-After": "300" });
  applySecurityHeaders(headers, new URL(request.url));
  const body = inRequestLanguage(request, () => errorBody("unavailable", t(NOT_AVAILABLE)));
  return new Response(JSON.stringify(body), { status: 503, headers });
}
