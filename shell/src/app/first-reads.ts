/**
 * A page the Worker drew with its first-screen reads (/search with its results) hands the app those
 * answers in a JSON block (docs/decisions/0009-search-results-in-the-html.md). The app starts from
 * them, so it draws the same screen at once instead of asking the API again over a slow network.
 */
import { FIRST_READS_ELEMENT_ID, type FirstReads } from "@gh/contracts/federation";
import type { QueryClient } from "@gh/query";

export function seedFirstReads(client: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(FIRST_READS_ELEMENT_ID);
  if (!block) return;
  block.remove();
  let reads: FirstReads;
  try {
    reads = JSON.parse(block.textContent ?? "") as FirstReads;
  } catch {
    return; // a damaged block: the app reads the API as it would without one
  }
  if (typeof reads !== "object" || reads === null) return;
  for (const [key, data] of Object.entries(reads)) client.setQueryData([key], data);
}
