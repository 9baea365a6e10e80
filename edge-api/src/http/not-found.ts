/**
 * Unmatched /api requests answer JSON, never HTML: 405 (with Allow) when the path exists under
 * another method, else 404.
 */
import { msg } from "@gh/contracts/msg";
import type { Context, Hono } from "hono";
import { errorAnswerBody } from "./errors.ts";

function pathPattern(routePath: string): RegExp {
  const escaped = routePath
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}/?$`);
}

/** The 404 of a path with no route; also what a route answers where it does not exist in this deployment. */
export function noApiRoute(c: Context): Response {
  return c.json(errorAnswerBody(c, "not_found", msg("No API route at {path}"), { path: c.req.path }), 404);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app, whatever its env
export function jsonNotFound(app: Hono<any>) {
  let table: { methods: Set<string>; pattern: RegExp }[] | undefined;
  return (c: Context): Response => {
    // Built on first use: every route has been registered by then.
    if (!table) {
      const methodsByPath = new Map<string, Set<string>>();
      for (const route of app.routes) {
        if (route.method === "ALL") continue; // middleware
        if (!methodsByPath.has(route.path)) methodsByPath.set(route.path, new Set());
        methodsByPath.get(route.path)!.add(route.method);
      }
      table = [...methodsByPath].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
    }
    const allowed = new Set<string>();
    for (const route of table) if (route.pattern.test(c.req.path)) for (const m of route.methods) allowed.add(m);
    if (allowed.size > 0) {
      if (allowed.has("GET")) allowed.add("HEAD");
      c.header("Allow", [...allowed].sort().join(", "));
      return c.json(errorAnswerBody(c, "method_not_allowed", msg("{method} is not allowed on {path}"), { method: c.req.method, path: c.req.path }), 405);
    }
    return noApiRoute(c);
  };
}
