/**
 * Downloads a CSV export through fetch -> blob -> a temporary <a download>, rather than by plain
 * navigation, so a failed export (a 500, the network gone, an expired session) can be reported to the
 * admin instead of saving an error page as the file.
 */
import type { ApiRoute } from "@gh/api-client";

/** An export the API declares ("GET /api/admin/users.csv"): a renamed one stops this compiling. */
export type CsvExport = Extract<ApiRoute, `GET ${string}.csv`>;

/** The file name the server gave (Content-Disposition), else `fallbackName`. */
export function attachmentName(contentDisposition: string | null, fallbackName: string): string {
  if (!contentDisposition) return fallbackName;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name: fall through to the plain one.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition)?.[1]?.trim();
  return plain || fallbackName;
}

const REVOKE_AFTER_MS = 10_000;

export class CsvDownloadError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? "The export could not be reached" : `The export answered ${status}`);
    this.name = "CsvDownloadError";
  }
}

/** Fetches the export and saves it as a file; rejects with CsvDownloadError when it cannot. Returns the file name. */
export async function downloadCsv(route: CsvExport, fallbackName: string): Promise<string> {
  const url = route.slice("GET ".length);
  let response: Response;
  try {
    response = await fetch(url, { credentials: "include", headers: { Accept: "text/csv" } });
  } catch {
    throw new CsvDownloadError(null);
  }
  if (!response.ok) throw new CsvDownloadError(response.status);
  const blob = await response.blob().catch(() => {
    throw new CsvDownloadError(null);
  });
  const fileName = attachmentName(response.headers.get("Content-Disposition"), fallbackName);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = objectUrl;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked a little later: revoking at once can cancel a download the browser has not yet begun.
    setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS);
  }
  return fileName;
}
