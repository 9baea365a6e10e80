/**
 * The page size a search visitor gets (GET /api/providers/search, and the edge cache's variant of
 * it): smaller with data saver on.
 */
import { DATA_SAVER_COOKIE, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_DATA_SAVER } from "@gh/contracts/search/options";

/**
 * The page size a visitor gets: smaller with data saver on, asked by the browser (`Save-Data: on`)
 * or chosen in the footer (the DATA_SAVER_COOKIE cookie, "1"), so a page costs fewer bytes and photos.
 */
export function searchPageSize(headers: Headers): number {
  const saveData = headers.get("save-data")?.trim().toLowerCase() === "on";
  const cookie = (headers.get("cookie") ?? "").split(";").some((pair) => pair.trim() === `${DATA_SAVER_COOKIE}=1`);
  return saveData || cookie ? SEARCH_PAGE_SIZE_DATA_SAVER : SEARCH_PAGE_SIZE;
}
