/**
 * A minimal one-page PDF (PDF 1.4: the standard Helvetica fonts, a border and lines of text) for the
 * seed's sample licences. Written as ASCII text with a correct cross-reference table, so any viewer
 * opens it and its first bytes are "%PDF-", as the upload check expects.
 */

export interface PdfLine {
  text: string;
  size: number;
  bold?: boolean;
  /** From the page's bottom-left corner, in points. */
  x: number;
  y: number;
}

/** A5 landscape, in points. */
const PAGE = { width: 595, height: 420 } as const;

/** Printable ASCII only, with PDF string delimiters escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (mark) => `\\${mark}`)})`;
}

function contentStream(lines: readonly PdfLine[]): string {
  const border = `0.04 0.43 0.31 RG 3 w 18 18 ${PAGE.width - 36} ${PAGE.height - 36} re S`;
  const text = lines.map((line) => `BT /${line.bold ? "F1" : "F2"} ${line.size} Tf ${line.x} ${line.y} Td ${pdfString(line.text)} Tj ET`);
  return [border, "0.12 0.16 0.22 rg", ...text].join("\n");
}

export function onePagePdf(lines: readonly PdfLine[]): Uint8Array {
  const content = contentStream(lines);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  // Every cross-reference entry is exactly 20 bytes: ten-digit offset, five-digit generation, type, space, newline.
  const entries = ["0000000000 65535 f \n", ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)];
  body += `xref\n0 ${objects.length + 1}\n${entries.join("")}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // All ASCII, so one character is one byte and the offsets above are byte offsets.
  return new TextEncoder().encode(body);
}
