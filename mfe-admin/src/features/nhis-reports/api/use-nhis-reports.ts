/** Patients' reports of an NHIS charge, for administrators only (docs/product-rules.md#licences-and-nhis). */
import { apiQuery } from "@gh/api-client";
import { keepPreviousData, useQuery } from "@gh/query";

/** GET /api/nhis-reports?page=: newest first, a page at a time. */
export function useNhisReports(page: number) {
  return useQuery({
    ...apiQuery("GET /api/nhis-reports", { query: { page } }),
    // The rows stay while the next page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
