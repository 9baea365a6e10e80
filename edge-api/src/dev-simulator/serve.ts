/**
 * /dev/ussd, the phone simulator (docs/product-rules.md#basic-phones), in development builds only
 * (`npm start`, the e2e server). Anywhere else, and for any other method or file under it, the path
 * answers as any path the Worker does not draw: the static assets' answer (the app's page).
 */
import { isDevelopment, type Bindings } from "../env.ts";
import { applySecurityHeaders } from "../http/security-headers.ts";
import { SCRIPT_PATH, SIMULATOR_CSP, SIMULATOR_PATH, simulatorPage, STYLESHEET_PATH } from "./page.ts";
import { SIMULATOR_SCRIPT } from "./script.ts";
import { SIMULATOR_STYLESHEET } from "./style.ts";

/**
 * The key the USSD callbacks take in a development build that sets none: routes/ussd/callback-guard.ts's
 * DEVELOPMENT_USSD_KEY (only routes/ may import routes/; the page test checks the two agree).
 */
const DEVELOPMENT_CALLBACK_KEY = "dev-ussd-key";

/** Whether the path is the simulator's (wrangler.toml sends these to the Worker first). */
export function isSimulatorPath(pathname: string): boolean {
  return pathname === SIMULATOR_PATH || pathname.startsWith(`${SIMULATOR_PATH}/`);
}

function simulatorFile(pathname: string, env: Bindings): { body: string; type: string } | null {
  // The callbacks' key as the aggregator's callback address carries it (.dev.vars may set another).
  if (pathname === SIMULATOR_PATH) return { body: simulatorPage(env.USSD_CALLBACK_KEY || DEVELOPMENT_CALLBACK_KEY), type: "text/html; charset=utf-8" };
  if (pathname === SCRIPT_PATH) return { body: SIMULATOR_SCRIPT, type: "text/javascript; charset=utf-8" };
  if (pathname === STYLESHEET_PATH) return { body: SIMULATOR_STYLESHEET, type: "text/css; charset=utf-8" };
  return null;
}

export function serveSimulator(request: Request, env: Bindings): Promise<Response> | Response {
  const url = new URL(request.url);
  const reading = request.method === "GET" || request.method === "HEAD";
  const file = reading && isDevelopment(env) ? simulatorFile(url.pathname, env) : null;
  if (!file) return env.ASSETS.fetch(request);
  const headers = new Headers({ "Content-Type": file.type });
  // The page's own policy; its script and stylesheet get the API's (they are not documents).
  if (file.type.startsWith("text/html")) {
    headers.set("Content-Security-Policy", SIMULATOR_CSP);
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  }
  applySecurityHeaders(headers, url);
  return new Response(request.method === "HEAD" ? null : file.body, { status: 200, headers });
}
