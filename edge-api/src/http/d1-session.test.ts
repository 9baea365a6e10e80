import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, insertProvider, selfEditBody, sendJson, signIn } from "../../test/fixtures.ts";
import { D1_BOOKMARK_COOKIE } from "./d1-session.ts";

const bookmarkCookieOf = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${D1_BOOKMARK_COOKIE}=`));
const bookmarkOf = (response: Response) => bookmarkCookieOf(response)?.split(";")[0]!.slice(D1_BOOKMARK_COOKIE.length + 1);

afterEach(() => vi.restoreAllMocks());

const PRACTICE = selfEditBody();

describe("D1 sessions", () => {
  it("a write answers with the session's bookmark in an HttpOnly cookie, and the writer's next read starts from it and sees the write", async () => {
    const { provider, user } = await insertProvider({ location: "Old Clinic" });
    const cookie = await signIn(user.id);
    const sessions = vi.spyOn(env.DB, "withSession");

    const write = await sendJson("/api/providers/edit-profile", PRACTICE, { method: "PATCH", cookie });
    expect(write.status).toBe(200);
    // Writes start at the primary.
    expect(sessions).toHaveBeenLastCalledWith("first-primary");
    const setCookie = bookmarkCookieOf(write);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api/);
    const bookmark = bookmarkOf(write)!;
    expect(bookmark).toMatch(/^[0-9a-f-]+$/i);

    // The browser sends it back: the read's session starts from the bookmark, so even a replica
    // answers only once it has the write.
    const read = await api("/api/providers/edit-profile", { headers: { Cookie: `${cookie}; ${D1_BOOKMARK_COOKIE}=${bookmark}` } });
    expect(sessions).toHaveBeenLastCalledWith(bookmark);
    expect(((await read.json()) as OwnProviderProfile).location).toBe("Ridge Family Clinic");
    const publicRead = await api(`/api/providers/${provider.id}`, { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` } });
    expect(((await publicRead.json()) as { location: string }).location).toBe("Ridge Family Clinic");
  });

  it("an anonymous visitor's reads may start anywhere and set no cookie, so shared answers stay cacheable", async () => {
    await insertProvider();
    const sessions = vi.spyOn(env.DB, "withSession");
    const response = await api("/api/providers/search?specialty=general");
    expect(response.status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith("first-unconstrained");
    expect(bookmarkCookieOf(response)).toBeUndefined();
  });

  it("a cookie that is not a bookmark is ignored, not handed to D1", async () => {
    await insertProvider();
    const sessions = vi.spyOn(env.DB, "withSession");
    const response = await api("/api/providers/search", { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=%3Cscript%3E` } });
    expect(response.status).toBe(200);
    expect(sessions).toHaveBeenLastCalledWith("first-unconstrained");
  });
});
