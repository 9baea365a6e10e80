/**
 * The caller's mobile network, as an aggregator names it, for the mobile-money prompt (a wallet is
 * charged on its own network): Ghana's operators by their mobile network code (MCC 620) or by name.
 * Telecel was Vodafone Ghana until 2024; AirtelTigo joined Airtel (62006) and Tigo (62003).
 */
import type { MobileNetwork } from "./menu/types.ts";

const BY_CODE: Readonly<Record<string, MobileNetwork>> = {
  "62001": "mtn",
  "62002": "telecel",
  "62003": "airteltigo",
  "62006": "airteltigo",
};

const BY_NAME: Readonly<Record<string, MobileNetwork>> = {
  mtn: "mtn",
  vodafone: "telecel",
  telecel: "telecel",
  airteltigo: "airteltigo",
  tigo: "airteltigo",
  airtel: "airteltigo",
};

/**
 * "62001", "620-01", "MTN", "mtn-gh" (Hubtel's app channels add the country), "Airtel-Tigo",
 * "Vodafone" → our network; null for anything else (a Hubtel app channel, another country's network).
 */
export function mobileNetworkOf(operator: string | null | undefined): MobileNetwork | null {
  if (!operator) return null;
  const digits = operator.replace(/\D/g, "");
  if (/^[\d\s-]+$/.test(operator.trim())) return BY_CODE[digits] ?? null;
  const name = operator
    .trim()
    .toLowerCase()
    .replace(/[-_\s]?gh(ana)?$/, "")
    .replace(/[^a-z]/g, "");
  return BY_NAME[name] ?? null;
}
