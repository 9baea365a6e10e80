// Free of zod so screens can import it cheaply.
/**
 * Which Ghana mobile money network a number belongs to, by its prefix: a wallet number typed under
 * the wrong network is refused before anything is paid or saved, with a message that names both. One
 * rule for the checkout, the payout details form and the API.
 */

export const MOBILE_MONEY_PREFIXES = {
  mtn: ["024", "054", "055", "059", "025", "053"],
  telecel: ["020", "050"],
  airteltigo: ["026", "056", "027", "057"],
} as const;
export type MobileMoneyNetwork = keyof typeof MOBILE_MONEY_PREFIXES;

/** The networks as a customer knows them. */
const NETWORK_NAMES: Record<MobileMoneyNetwork, { brand: string; wallet: string }> = {
  mtn: { brand: "MTN", wallet: "MTN Mobile Money" },
  telecel: { brand: "Telecel", wallet: "Telecel Cash" },
  airteltigo: { brand: "AirtelTigo", wallet: "AirtelTigo Money" },
};

/** The checkout names the networks by Paystack's codes (vod, atl); payouts by ours. */
const NETWORK_ALIASES: Record<string, MobileMoneyNetwork> = { mtn: "mtn", telecel: "telecel", airteltigo: "airteltigo", vod: "telecel", atl: "airteltigo" };

export const MOBILE_MONEY_MESSAGES = {
  notMobileNumber: "Enter a Ghana mobile money number, e.g. 024 123 4567",
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

const listed = (prefixes: readonly string[]) => `${prefixes.slice(0, -1).join(", ")} or ${prefixes.at(-1)}`;
/** "an MTN number", "a Telecel number", "an AirtelTigo number". */
const aNumberOf = (network: MobileMoneyNetwork) => `${network === "telecel" ? "a" : "an"} ${NETWORK_NAMES[network].brand} number`;

/**
 * Why this number cannot be paid from or to this network's wallet, or null when it can. `network` is
 * a payout network id or a checkout channel (mtn, vod, atl); any other (a card) has no number to check.
 */
export function mobileMoneyNumberProblem(network: string, phone: string): string | null {
  const wanted = NETWORK_ALIASES[network];
  if (!wanted) return null;
  if (!localGhanaNumber(phone)) return MOBILE_MONEY_MESSAGES.notMobileNumber;
  const actual = networkOfNumber(phone);
  if (actual === wanted) return null;
  const prefixes = listed(MOBILE_MONEY_PREFIXES[wanted]);
  return actual
    ? `This is ${aNumberOf(actual)}. For ${NETWORK_NAMES[wanted].wallet} enter ${aNumberOf(wanted)} (${prefixes}), or choose ${NETWORK_NAMES[actual].wallet}.`
    : `This is not ${aNumberOf(wanted)}. ${NETWORK_NAMES[wanted].wallet} numbers start with ${prefixes}.`;
}
