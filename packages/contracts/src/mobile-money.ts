// Free of zod so screens can import it cheaply.
/**
 * Which Ghana mobile money network a number belongs to, by its prefix: a wallet number typed under
 * the wrong network is refused before anything is paid or saved, with a message that names both. One
 * rule for the checkout, the payout details form and the API.
 */
import { msg } from "./msg.ts";

export const MOBILE_MONEY_PREFIXES = {
  mtn: ["024", "054", "055", "059", "025", "053"],
  telecel: ["020", "050"],
  airteltigo: ["026", "056", "027", "057"],
} as const;
export type MobileMoneyNetwork = keyof typeof MOBILE_MONEY_PREFIXES;

/** The checkout names the networks by Paystack's codes (vod, atl); payouts by ours. */
const NETWORK_ALIASES: Record<string, MobileMoneyNetwork> = { mtn: "mtn", telecel: "telecel", airteltigo: "airteltigo", vod: "telecel", atl: "airteltigo" };

export const MOBILE_MONEY_MESSAGES = {
  notMobileNumber: msg("Enter a Ghana mobile money number, e.g. 024 123 4567"),
} as const;

/** "020 123 4567", "+233 20 123 4567", "233201234567" → "0201234567"; null when it is not ten Ghana digits. */
export function localGhanaNumber(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, "");
  const match = /^(?:\+?233|0)(\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

/** The network whose prefix the number has, or null. */
export function networkOfNumber(input: string): MobileMoneyNetwork | null {
  const local = localGhanaNumber(input);
  if (!local) return null;
  const prefix = local.slice(0, 3);
  const found = Object.entries(MOBILE_MONEY_PREFIXES).find(([, prefixes]) => (prefixes as readonly string[]).includes(prefix));
  return found ? (found[0] as MobileMoneyNetwork) : null;
}

/**
 * Why a number on network `actual` (null: on none) cannot be used for `wanted`'s wallet: one whole
 * message for each pair, naming the networks and the prefixes `wanted`'s numbers start with
 * (MOBILE_MONEY_PREFIXES, written out: a message is one literal text).
 */
const WRONG_NETWORK: Record<MobileMoneyNetwork, Record<MobileMoneyNetwork | "none", string | null>> = {
  mtn: {
    mtn: null,
    telecel: msg("This is a Telecel number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose Telecel Cash."),
    airteltigo: msg("This is an AirtelTigo number. For MTN Mobile Money enter an MTN number (024, 054, 055, 059, 025 or 053), or choose AirtelTigo Money."),
    none: msg("This is not an MTN number. MTN Mobile Money numbers start with 024, 054, 055, 059, 025 or 053."),
  },
  telecel: {
    mtn: msg("This is an MTN number. For Telecel Cash enter a Telecel number (020 or 050), or choose MTN Mobile Money."),
    telecel: null,
    airteltigo: msg("This is an AirtelTigo number. For Telecel Cash enter a Telecel number (020 or 050), or choose AirtelTigo Money."),
    none: msg("This is not a Telecel number. Telecel Cash numbers start with 020 or 050."),
  },
  airteltigo: {
    mtn: msg("This is an MTN number. For AirtelTigo Money enter an AirtelTigo number (026, 056, 027 or 057), or choose MTN Mobile Money."),
    telecel: msg("This is a Telecel number. For AirtelTigo Money enter an AirtelTigo number (026, 056, 027 or 057), or choose Telecel Cash."),
    airteltigo: null,
    none: msg("This is not an AirtelTigo number. AirtelTigo Money numbers start with 026, 056, 027 or 057."),
  },
};

/**
 * Why this number cannot be paid from or to this network's wallet, or null when it can. `network` is
 * a payout network id or a checkout channel (mtn, vod, atl); any other (a card) has no number to check.
 */
export function mobileMoneyNumberProblem(network: string, phone: string): string | null {
  const wanted = NETWORK_ALIASES[network];
  if (!wanted) return null;
  if (!localGhanaNumber(phone)) return MOBILE_MONEY_MESSAGES.notMobileNumber;
  return WRONG_NETWORK[wanted][networkOfNumber(phone) ?? "none"];
}
