/**
 * The Download CSV button's behaviour (docs/product-rules.md#admin-and-exports): an empty table alerts "No data
 * available for {table}" without downloading; a failed download alerts "Error downloading data".
 * The file is the whole table from the streamed export, not the page on screen.
 */
import { ADMIN_TEXTS, csvFileName, type AdminTable } from "@gh/contracts/admin/options";
import { useState } from "react";
import { downloadCsv } from "../../../components/download-csv";
import { t } from "@gh/i18n";

export function useTableCsv(table: AdminTable, wholeTableTotal: number | undefined) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (wholeTableTotal === 0) {
      window.alert(t(ADMIN_TEXTS.noData(table)));
      return;
    }
    setDownloading(true);
    try {
      await downloadCsv(`GET /api/admin/${table}.csv`, csvFileName(table));
    } catch (error) {
      console.error(`Downloading ${table}.csv failed`, error);
      window.alert(t(ADMIN_TEXTS.downloadError));
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
