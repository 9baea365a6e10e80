/**
 * Profile photos (docs/product-rules.md#provider-registration): the browser sends a downsized image as a data URL; the server decodes
 * it, trusts only its first bytes for the type (JPEG, PNG or WebP), refuses more than 5 MB, stores it
 * in R2 under a random key and keeps only its URL. Replacing or removing a photo deletes the old object.
 */
import { IMAGE_MAX_BYTES } from "@gh/contracts/constants";
import { PROVIDER_MESSAGES, type ProfileImageType } from "@gh/contracts/providers/options";
import type { Bindings } from "../env.ts";
import { AppError } from "../http/errors.ts";

export const IMAGE_URL_PREFIX = "/api/images/";

const EXTENSIONS: Record<ProfileImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) => prefix.every((byte, index) => bytes[offset + index] === byte);

/** The image type its magic bytes say, whatever the upload declared; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ProfileImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

const imageProblem = (status: 400 | 413, message: string) =>
  new AppError(status, status === 413 ? "payload_too_large" : "validation_failed", message, { profileImage: message });

/** The bytes of a base64 data URL; null when it is not one. */
export function decodeDataUrl(dataUrl: string): Uint8Array | null {
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) return null;
  try {
    const binary = atob(match[1]!);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** The R2 key behind one of our image URLs, or null for anything else (a seeded picture, another site). */
export function imageKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return IMAGE_KEY_PATTERN.test(key) ? key : null;
}

/** A photo that passed the checks, ready to store. */
export interface CheckedImage {
  bytes: Uint8Array;
  type: ProfileImageType;
}

/**
 * Decodes and checks a photo without storing it. Throws 400 (not an image we take) or 413 (over
 * 5 MB). Lets a caller refuse a bad photo before it spends anything else (e.g. a one-time code).
 */
export function checkProfileImage(dataUrl: string): CheckedImage {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) throw imageProblem(400, PROVIDER_MESSAGES.imageType);
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw imageProblem(413, PROVIDER_MESSAGES.imageTooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw imageProblem(400, PROVIDER_MESSAGES.imageType);
  return { bytes, type };
}

/** Checks and stores a photo (a data URL, or one already checked); returns its URL. Throws 400 or 413 as `checkProfileImage`. */
export async function storeProfileImage(env: Pick<Bindings, "IMAGES">, image: string | CheckedImage): Promise<string> {
  const { bytes, type } = typeof image === "string" ? checkProfileImage(image) : image;
  const key = `${crypto.randomUUID()}.${EXTENSIONS[type]}`;
  await env.IMAGES.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: "public, max-age=31536000, immutable" } });
  return `${IMAGE_URL_PREFIX}${key}`;
}

/** Deletes the object behind one of our image URLs (no-op for others). Never throws: a leftover object is harmless. */
export async function deleteProfileImage(env: Pick<Bindings, "IMAGES">, url: string | null | undefined): Promise<void> {
  const key = imageKeyOf(url);
  if (!key) return;
  try {
    await env.IMAGES.delete(key);
  } catch (error) {
    console.error("Profile image not deleted", key, error);
  }
}

/**
 * What a profile's photo becomes for an edit's `profileImage`: a data URL is stored (the old one is
 * deleted once the row is saved: see `afterSave`); null removes it; the current URL or nothing keeps it.
 */
export async function nextProfileImage(
  env: Pick<Bindings, "IMAGES">,
  current: string | null,
  requested: string | null | undefined,
): Promise<{ url: string | null; afterSave: () => Promise<void>; onFailure: () => Promise<void> }> {
  const keep = { url: current, afterSave: async () => {}, onFailure: async () => {} };
  if (requested === undefined || requested === current) return keep;
  if (requested === null) return { url: null, afterSave: () => deleteProfileImage(env, current), onFailure: async () => {} };
  if (!requested.startsWith("data:")) return keep;
  const url = await storeProfileImage(env, requested);
  return { url, afterSave: () => deleteProfileImage(env, current), onFailure: () => deleteProfileImage(env, url) };
}
