/**
 * How long a text message really is (3GPP TS 23.038 and 23.040): a text wholly in the GSM 7-bit
 * alphabet goes as GSM-7, 160 characters in one message or 153 per part when it is split, its
 * extension characters (€ [ ] { } and the like) counting twice; one character outside it (the cedi
 * sign ₵, Twi's ɛ and ɔ, Ewe's ɖ ƒ ɣ ŋ ʋ, Hausa's ɓ ɗ ƙ) sends the whole text as UCS-2: 70 in one
 * message, 67 per part, characters beyond the Basic Multilingual Plane (emoji) counting twice.
 * Networks bill per part. Used for SMS templates and for USSD screens alike.
 */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENSION = "\f^{}\\[~]|€";

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** Messages the network sends and bills. */
  segments: number;
}

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

/** Whether every character of `text` is in the GSM 7-bit alphabet (with its extension table). */
export function isGsm7(text: string): boolean {
  for (const character of text) if (!basic.has(character) && !extension.has(character)) return false;
  return true;
}

export function smsLength(text: string): SmsLength {
  if (isGsm7(text)) {
    let units = 0;
    for (const character of text) units += extension.has(character) ? 2 : 1;
    return { encoding: "GSM-7", units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
