import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api } from "../../../test/fixtures.ts";
import { storeProfileImage } from "../../images/profile-images.ts";

/** A 1×1 PNG. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const PNG_BYTES = Uint8Array.from(atob(PNG_BASE64), (character) => character.charCodeAt(0));

describe("GET /api/images/:key", () => {
  it("serves a PNG uploaded as a JPEG as image/png, cached as immutable", async () => {
    const url = await storeProfileImage(env, `data:image/jpeg;base64,${PNG_BASE64}`);
    const response = await api(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toBeTruthy();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("answers 404 in the JSON error shape for a key that was never stored or was deleted", async () => {
    const url = await storeProfileImage(env, `data:image/png;base64,${PNG_BASE64}`);
    await env.IMAGES.delete(url.replace("/api/images/", ""));
    for (const path of [url, "/api/images/00000000-0000-4000-8000-000000000000.png"]) {
      const response = await api(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "Image not found" } });
    }
  });

  it("answers 404 for a key that is not one of ours, without reading storage", async () => {
    await env.IMAGES.put("notes.txt", "private");
    for (const path of ["/api/images/notes.txt", "/api/images/..%2Fnotes.txt", "/api/images/00000000-0000-4000-8000-000000000000.svg"]) {
      const response = await api(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });
});
