/**
 * CSV downloads that stream (docs/product-rules.md#admin-and-exports): rows are read a page at a time and written to the
 * response as they come, so 100,000 providers never sit in the Worker's memory at once. Quoting is
 * papaparse's (RFC 4180), cells that a spreadsheet would run as a formula (= + - @, tab, CR) are
 * defused, and the file starts with a UTF-8 byte order mark so Excel shows Ghanaian names right.
 */
import type { Context } from "hono";
import Papa from "papaparse";

export type CsvCell = string | number | boolean | null;

const BOM = "\uFEFF";

/**
 * Cells a spreadsheet would run as a formula. papaparse's own `escapeFormulae: true` pattern is
 * anchored at both ends without the s flag, so a cell like "=HYPERLINK(…)\nmore" slipped through;
 * only the first character matters.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One chunk of CSV lines (no header), ending with a line break. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return "";
  return `${Papa.unparse(rows as CsvCell[][], { header: false, newline: "\r\n", escapeFormulae: FORMULA_START })}\r\n`;
}

/**
 * A streamed CSV attachment named `fileName`: the header row, then every page `pages` yields.
 * A failure mid-stream is logged and ends the download early (the status line has already gone).
 */
export function csvResponse(c: Context, fileName: string, header: readonly string[], pages: AsyncIterable<readonly (readonly CsvCell[])[]>): Response {
  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const write = async () => {
    try {
      await writer.write(encoder.encode(BOM + csvLines([header])));
      for await (const rows of pages) await writer.write(encoder.encode(csvLines(rows)));
      await writer.close();
    } catch (error) {
      console.error("CSV export failed", fileName, error);
      await writer.abort(error).catch(() => {});
    }
  };
  c.executionCtx.waitUntil(write());
  return new Response(readable, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
