/** Export Report: downloads the revenue figures as CSV, and says so when it cannot (docs/product-rules.md#admin-and-exports). */
import { ADMIN_TEXTS, csvFileName } from "@gh/contracts/admin/options";
import { Button } from "@gh/ui";
import { useState } from "react";
import { downloadCsv } from "../../../components/download-csv";
import { useT } from "@gh/i18n";

export function ExportReportButton() {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function exportReport() {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadCsv("GET /api/admin/revenue.csv", csvFileName("revenue"));
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="revenue-export">
      <Button onClick={() => void exportReport()} loading={downloading}>
        {t("Export Report")}
      </Button>
      <p className="revenue-export__error" role="alert">
        {failed ? t(ADMIN_TEXTS.downloadError) : ""}
      </p>
    </div>
  );
}
