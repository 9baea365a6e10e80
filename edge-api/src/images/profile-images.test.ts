import { IMAGE_MAX_BYTES } from "@gh/contracts/constants";
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import { deleteProfileImage, imageKeyOf, nextProfileImage, sniffImageType, storeProfileImage } from "./profile-images.ts";

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const WEBP = [...bytesOf("RIFF"), 0x24, 0x00, 0x00, 0x00, ...bytesOf("WEBPVP8 ")];

function bytesOf(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

function dataUrl(bytes: ArrayLike<number>, declaredType: string): string {
  const array = Uint8Array.from(bytes);
  let binary = "";
  for (let start = 0; start < array.length; start += 0x8000) binary += String.fromCharCode(...array.subarray(start, start + 0x8000));
  return `data:${declaredType};base64,${btoa(binary)}`;
}

/** The AppError a promise rejected with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function storedObject(url: string) {
  const object = await env.IMAGES.get(imageKeyOf(url)!);
  if (object) await object.arrayBuffer();
  return object;
}

describe("sniffImageType", () => {
  it.each([
    ["a JPEG", JPEG, "image/jpeg"],
    ["a PNG", PNG, "image/png"],
    ["a WebP", WEBP, "image/webp"],
    ["plain text", bytesOf("Hello, Accra!"), null],
    ["a GIF", bytesOf("GIF89a......"), null],
    ["a RIFF file that is not WebP (WAV)", [...bytesOf("RIFF"), 0, 0, 0, 0, ...bytesOf("WAVEfmt ")], null],
    ["half a PNG signature", PNG.slice(0, 4), null],
    ["nothing", [], null],
  ])("reads %s by its first bytes", (_name, bytes, type) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });
});

describe("storeProfileImage", () => {
  it("stores a PNG declared as a JPEG as a PNG, under a random key", async () => {
    const first = await storeProfileImage(env, dataUrl(PNG, "image/jpeg"));
    const second = await storeProfileImage(env, dataUrl(PNG, "image/jpeg"));
    expect(first).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    expect(second).not.toBe(first);
    const object = await storedObject(first);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(object?.size).toBe(PNG.length);
  });

  it.each([
    ["a JPEG", JPEG, "jpg"],
    ["a WebP", WEBP, "webp"],
  ])("stores %s with its own extension", async (_name, bytes, extension) => {
    expect(await storeProfileImage(env, dataUrl(bytes, "application/octet-stream"))).toMatch(new RegExp(`\\.${extension}$`));
  });

  it("refuses text declared as a PNG with 400 on the photo field", async () => {
    const error = await refusal(storeProfileImage(env, dataUrl(bytesOf("<svg onload=alert(1)>"), "image/png")));
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ profileImage: PROVIDER_MESSAGES.imageType });
  });

  it("refuses something that is not a base64 data URL", async () => {
    for (const upload of ["https://example.com/photo.png", "data:image/png,plain", "data:image/png;base64,***"]) {
      expect((await refusal(storeProfileImage(env, upload))).status).toBe(400);
    }
  });

  it("takes exactly 5 MB and refuses 5 MB and 1 byte with 413", async () => {
    const limit = new Uint8Array(IMAGE_MAX_BYTES);
    limit.set(JPEG);
    const url = await storeProfileImage(env, dataUrl(limit, "image/jpeg"));
    expect((await storedObject(url))?.size).toBe(IMAGE_MAX_BYTES);

    const over = new Uint8Array(IMAGE_MAX_BYTES + 1);
    over.set(JPEG);
    const error = await refusal(storeProfileImage(env, dataUrl(over, "image/jpeg")));
    expect(error.status).toBe(413);
    expect(error.fields).toEqual({ profileImage: PROVIDER_MESSAGES.imageTooLarge });
  });
});

describe("nextProfileImage", () => {
  it("stores the replacement and deletes the old photo once the profile is saved", async () => {
    const old = await storeProfileImage(env, dataUrl(JPEG, "image/jpeg"));
    const next = await nextProfileImage(env, old, dataUrl(PNG, "image/png"));
    expect(next.url).toMatch(/\.png$/);
    expect(await storedObject(next.url!)).not.toBeNull();
    expect(await storedObject(old)).not.toBeNull();

    await next.afterSave();
    expect(await storedObject(old)).toBeNull();
    expect(await storedObject(next.url!)).not.toBeNull();
  });

  it("deletes the new photo, and keeps the old one, when the save fails", async () => {
    const old = await storeProfileImage(env, dataUrl(JPEG, "image/jpeg"));
    const next = await nextProfileImage(env, old, dataUrl(PNG, "image/png"));
    await next.onFailure();
    expect(await storedObject(next.url!)).toBeNull();
    expect(await storedObject(old)).not.toBeNull();
  });

  it("removes the photo for null and keeps it for the current URL or nothing", async () => {
    const current = await storeProfileImage(env, dataUrl(JPEG, "image/jpeg"));
    for (const requested of [undefined, current]) {
      const kept = await nextProfileImage(env, current, requested);
      expect(kept.url).toBe(current);
      await kept.afterSave();
      expect(await storedObject(current)).not.toBeNull();
    }
    const removed = await nextProfileImage(env, current, null);
    expect(removed.url).toBeNull();
    await removed.afterSave();
    expect(await storedObject(current)).toBeNull();
  });

  it("refuses a replacement that is not an image and leaves the old photo alone", async () => {
    const old = await storeProfileImage(env, dataUrl(JPEG, "image/jpeg"));
    expect((await refusal(nextProfileImage(env, old, dataUrl(bytesOf("just text"), "image/jpeg")))).status).toBe(400);
    expect(await storedObject(old)).not.toBeNull();
  });
});

describe("deleteProfileImage", () => {
  it("leaves pictures it did not store alone", async () => {
    await expect(deleteProfileImage(env, "https://images.example.com/doctor.jpg")).resolves.toBeUndefined();
    await expect(deleteProfileImage(env, "/api/images/../../secrets")).resolves.toBeUndefined();
    await expect(deleteProfileImage(env, null)).resolves.toBeUndefined();
    expect(imageKeyOf("https://images.example.com/doctor.jpg")).toBeNull();
  });
});
