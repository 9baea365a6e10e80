/**
 * Profile photos are downsized in the browser before upload (docs/product-rules.md#provider-registration): a phone's 4 MB camera
 * picture becomes a ~40 KB JPEG of at most 512 px, which uploads in seconds on slow mobile data.
 */
import { IMAGE_MAX_BYTES } from "@gh/contracts/constants";
import { PROFILE_IMAGE_MAX_PX } from "@gh/contracts/providers/options";

/** The size that fits `width` × `height` within `max` on its longer side, never enlarging. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Why a chosen file cannot be a profile photo ("image" or "size"), or null (docs/product-rules.md#provider-registration: images only, at most 5MB). */
export function imageFileProblem(file: Pick<File, "type" | "size">): "image" | "size" | null {
  if (!file.type.startsWith("image/")) return "image";
  if (file.size > IMAGE_MAX_BYTES) return "size";
  return null;
}

/** Reads an image file, downsizes it to at most `maxPx` and returns a JPEG data URL. Rejects for unreadable images. */
export async function resizeImageToDataUrl(file: Blob, maxPx = PROFILE_IMAGE_MAX_PX): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxPx);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot prepare images");
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL("image/jpeg", 0.85);
  } finally {
    bitmap.close();
  }
}
