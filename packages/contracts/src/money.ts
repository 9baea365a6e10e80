import { COMMISSION_BASIS_POINTS } from "./constants.ts";

/** Pesewas (integer) to the decimal cedi string the spec's forms expect: 15000 -> "150.00". */
export function pesewasToCedis(pesewas: number): string {
  const sign = pesewas < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(pesewas));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A decimal cedi amount ("150", "150.5", "150.50") to integer pesewas, or null when it is not one. */
export function cedisToPesewas(cedis: string | number): number | null {
  const text = typeof cedis === "number" ? cedis.toFixed(2) : cedis.trim();
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Commission = round(fee × 10%), payout = fee − commission; fixed at booking time. */
export function splitFee(feePesewas: number): { commissionPesewas: number; payoutPesewas: number } {
  const commissionPesewas = Math.round((feePesewas * COMMISSION_BASIS_POINTS) / 10_000);
  return { commissionPesewas, payoutPesewas: feePesewas - commissionPesewas };
}

/**
 * "₵1,250.00" for display. Written out rather than through toLocaleString: the first Intl number
 * format of a page loads the locale's data, which cost a cheap phone ~60 ms in one long task while
 * the landing page's fees were drawn (docs/architecture.md, "No layout inside the commit").
 */
export function formatCedis(cedis: string | number): string {
  const value = typeof cedis === "number" ? cedis : Number(cedis);
  const [whole = "0", fraction = "00"] = Math.abs(value).toFixed(2).split(".");
  const sign = value < 0 && Number(whole + fraction) !== 0 ? "-" : "";
  return `₵${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** A whole count, grouped as en-GH writes it without Intl (see formatCedis): 1234 -> "1,234". */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
