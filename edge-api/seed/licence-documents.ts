/**
 * The seed's sample licence documents: a one-page PDF or a small PNG naming the council, the holder,
 * the registration number and the year, so the administrator's queue shows a document beside what
 * the provider entered. Each says plainly that it is a sample, not a real licence.
 */
import { REGULATOR_NAMES, type LicenceDocumentType, type Regulator } from "@gh/contracts/licences/options";
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixel } from "./bitmap-font.ts";
import type { DocumentFormat } from "./licence-history.ts";
import { onePagePdf } from "./pdf.ts";
import { encodePng, type Palette } from "./png.ts";

export interface LicenceDocumentFacts {
  regulator: Regulator;
  registrationNumber: string;
  /** "Dr. Kwame Mensah". */
  holderName: string;
  year: number;
}

export interface LicenceDocument {
  contentType: LicenceDocumentType;
  bytes: Uint8Array;
}

const SAMPLE_NOTICE = "Sample document made by the GhanaHealth demo seed. Not a real licence.";

const ACRONYMS: Record<Regulator, string> = { mdc: "MDC", pharmacy: "PC", nmc: "NMC", ahpc: "AHPC", psychology: "GPC", other: "" };

function licencePdf(facts: LicenceDocumentFacts): Uint8Array {
  const { year } = facts;
  return onePagePdf([
    { text: `${REGULATOR_NAMES[facts.regulator]}, Ghana`, size: 20, bold: true, x: 50, y: 350 },
    { text: `Licence to practise ${year}`, size: 15, bold: true, x: 50, y: 318 },
    { text: `This is to certify that ${facts.holderName},`, size: 12, x: 50, y: 268 },
    { text: `registered under number ${facts.registrationNumber},`, size: 12, x: 50, y: 248 },
    { text: `is licensed to practise from 1 January ${year} to 31 December ${year}.`, size: 12, x: 50, y: 228 },
    { text: SAMPLE_NOTICE, size: 9, x: 50, y: 40 },
  ]);
}

const WHITE = 0;
const INK = 1;
const GREEN = 2;
const GOLD = 3;
const PALETTE: Palette = [[255, 255, 255], [31, 41, 55], [11, 110, 79], [200, 162, 0]];
/** Each font pixel is drawn as a 2×2 square; a character takes six columns and nine rows of those. */
const SCALE = 2;
const CELL = { width: (GLYPH_WIDTH + 1) * SCALE, height: (GLYPH_HEIGHT + 2) * SCALE };
const MARGIN = 20;
const BAND = 14;

/** A phone photo of the licence, as many providers send it: the same facts in block capitals. */
function licencePng(facts: LicenceDocumentFacts): Uint8Array {
  const lines = [
    `${ACRONYMS[facts.regulator]} LICENCE ${facts.year}`.trim(),
    facts.holderName,
    facts.registrationNumber,
    `VALID 1 JAN - 31 DEC ${facts.year}`,
    "SAMPLE - NOT A REAL LICENCE",
  ];
  const width = 2 * MARGIN + Math.max(...lines.map((line) => line.length)) * CELL.width;
  const textTop = MARGIN + BAND + 10;
  const height = textTop + lines.length * CELL.height + MARGIN;
  const pixels = new Uint8Array(width * height).fill(WHITE);
  const paint = (x: number, y: number, colour: number) => {
    if (x >= 0 && x < width && y >= 0 && y < height) pixels[y * width + x] = colour;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const border = x < 3 || y < 3 || x >= width - 3 || y >= height - 3;
      if (border || (y >= MARGIN / 2 && y < MARGIN / 2 + BAND)) paint(x, y, GREEN);
      else if (y >= MARGIN / 2 + BAND && y < MARGIN / 2 + BAND + 3) paint(x, y, GOLD);
    }
  }
  lines.forEach((line, row) => {
    [...line].forEach((character, column) => {
      for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
        for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
          if (!glyphPixel(character, gx, gy)) continue;
          const left = MARGIN + column * CELL.width + gx * SCALE;
          const top = textTop + row * CELL.height + gy * SCALE;
          for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) paint(left + dx, top + dy, INK);
        }
      }
    });
  });
  return encodePng({ width, height, palette: PALETTE, pixels });
}

export function licenceDocument(format: DocumentFormat, facts: LicenceDocumentFacts): LicenceDocument {
  return format === "pdf" ? { contentType: "application/pdf", bytes: licencePdf(facts) } : { contentType: "image/png", bytes: licencePng(facts) };
}
