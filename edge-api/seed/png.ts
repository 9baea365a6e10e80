/**
 * A minimal PNG encoder for the seed's sample licence pictures: a palette of up to four colours, two
 * bits a pixel, the image data in uncompressed ("stored") deflate blocks. Plain TypeScript (no zlib),
 * so it runs in Node for the seed script and in workerd for the seed's tests.
 */

/** Up to four colours, as [red, green, blue]. */
export type Palette = readonly (readonly [number, number, number])[];

/** The colour index (0–3) of every pixel, row by row. */
export interface IndexedImage {
  width: number;
  height: number;
  palette: Palette;
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BITS_PER_PIXEL = 2;
const MAX_STORED_BLOCK = 0xffff;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function concat(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([[...type].map((letter) => letter.charCodeAt(0)), data]);
  return concat([uint32(data.length), typed, uint32(crc32(typed))]);
}

/** A zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: (Uint8Array | number[])[] = [[0x78, 0x01]];
  for (let at = 0; at < data.length || at === 0; at += MAX_STORED_BLOCK) {
    const block = data.subarray(at, at + MAX_STORED_BLOCK);
    const final = at + MAX_STORED_BLOCK >= data.length ? 1 : 0;
    parts.push([final, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff], block);
    if (final) break;
  }
  parts.push(uint32(adler32(data)));
  return concat(parts);
}

/** Each row: filter type 0, then four pixels a byte, the leftmost in the high bits. */
function scanlines(image: IndexedImage): Uint8Array {
  const rowBytes = Math.ceil((image.width * BITS_PER_PIXEL) / 8);
  const out = new Uint8Array(image.height * (rowBytes + 1));
  for (let y = 0; y < image.height; y++) {
    const row = y * (rowBytes + 1) + 1;
    for (let x = 0; x < image.width; x++) {
      const index = (image.pixels[y * image.width + x] ?? 0) & 0b11;
      out[row + (x >> 2)] = (out[row + (x >> 2)] ?? 0) | (index << (6 - 2 * (x & 3)));
    }
  }
  return out;
}

export function encodePng(image: IndexedImage): Uint8Array {
  if (image.palette.length < 1 || image.palette.length > 4) throw new Error("the palette needs one to four colours");
  if (image.pixels.length !== image.width * image.height) throw new Error("one colour index a pixel");
  // Width, height, bit depth 2, colour type 3 (palette), deflate, filter set 0, not interlaced.
  const header = concat([uint32(image.width), uint32(image.height), [BITS_PER_PIXEL, 3, 0, 0, 0]]);
  return concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", Uint8Array.from(image.palette.flat())),
    chunk("IDAT", zlibStored(scanlines(image))),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
