/**
 * Who may open a route, judged on the current user. The API enforces every rule; this only decides
 * what the browser shows and, before the first render, whose code it starts downloading: a remote
 * is never fetched for a visitor its route would send away (the admin area for a patient).
 */
import type { AccountUser } from "@gh/contracts/auth";
import type { RouteAccess } from "@gh/contracts/federation";

export function accessAllows(access: RouteAccess, user: AccountUser | null): boolean {
  switch (access) {
    case "public":
      return true;
    case "anonymous":
      return user === null;
    case "authenticated":
      return user !== null;
    case "provider":
    case "admin":
      return user?.role === access;
  }
}

/** Whether opening a route of this access must wait for the current user before its code may load. */
export function accessNeedsUser(access: RouteAccess): boolean {
  return access !== "public";
}
