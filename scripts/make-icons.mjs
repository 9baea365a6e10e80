// Draws the app icons the web app manifest lists (shell/public/icon-192.png, icon-512.png and
// icon-maskable-512.png) from the same shapes as shell/public/icon.svg: a green tile, a white cross and
// a yellow star-dot. No image library and no network: shapes are sampled 4×4 per pixel for smooth
// edges and the pixels are PNG-encoded with node:zlib. Run once after changing the logo:
//   node scripts/make-icons.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";

const GREEN = [0x00, 0x6b, 0x3f];
const WHITE = [0xff, 0xff, 0xff];
const YELLOW = [0xfc, 0xd1, 0x16];

/** The logo in icon.svg's 64-unit space; `x`, `y` are in that space. Returns a colour or null. */
function logoAt(x, y, { rounded }) {
  const inCross = (x >= 26 && x <= 38 && y >= 14 && y <= 50) || (x >= 14 && x <= 50 && y >= 26 && y <= 38);
  if (inCross) return WHITE;
  if ((x - 48) ** 2 + (y - 16) ** 2 <= 25) return YELLOW;
  if (!rounded) return GREEN;
  // rx = 14: outside the quarter circles at the corners is transparent.
  const cx = Math.min(Math.max(x, 14), 50);
  const cy = Math.min(Math.max(y, 14), 50);
  return (x - cx) ** 2 + (y - cy) ** 2 <= 196 ? GREEN : null;
}

/**
 * RGBA pixels of a `size`² icon. A maskable icon fills the whole square (the launcher cuts its own
 * shape) and keeps the logo inside the central 80 % safe zone.
 */
function draw(size, { maskable }) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.7 : 1; // the logo's 64 units span 70 % of a maskable icon
  const offset = (64 - 64 / scale) / 2;
  const SAMPLES = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * (64 / scale) + offset;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * (64 / scale) + offset;
          const inLogo = x >= 0 && x <= 64 && y >= 0 && y <= 64;
          const colour = inLogo ? logoAt(x, y, { rounded: !maskable }) : maskable ? GREEN : null;
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      const at = (py * size + px) * 4;
      if (covered === 0) continue;
      pixels[at] = Math.round(sum[0] / covered);
      pixels[at + 1] = Math.round(sum[1] / covered);
      pixels[at + 2] = Math.round(sum[2] / covered);
      pixels[at + 3] = Math.round(sum[3] / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none).
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const out = path.join(import.meta.dirname, "..", "shell", "public");
for (const [file, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["icon-maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true], // iOS rounds the corners itself and shows no transparency
]) {
  const bytes = png(size, draw(size, { maskable }));
  writeFileSync(path.join(out, file), bytes);
  console.log(`${file}: ${size}×${size}, ${(bytes.length / 1024).toFixed(1)} KiB`);
}
