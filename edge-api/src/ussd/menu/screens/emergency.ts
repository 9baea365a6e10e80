/**
 * "3 Emergency": Ghana's emergency numbers, then the session ends so the caller can dial at once.
 * The numbers never depend on the language (docs/product-rules.md#emergency): a translation that
 * lost one of them is not used, the English is.
 */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { inLanguageOf, t } from "../../../i18n/api-texts.ts";
import type { EndDraft } from "../steps.ts";

function emergencyWords(): EndDraft {
  return {
    // translators: keep {unified} and {ambulance} (112 and 193): a translation without them is not used
    lines: [t("In an emergency, call {unified}, or {ambulance} for an ambulance.", { unified: EMERGENCY_NUMBERS.unified, ambulance: EMERGENCY_NUMBERS.ambulance })],
    optionalLines: [t("Police {police}, Fire {fire}.", { police: EMERGENCY_NUMBERS.police, fire: EMERGENCY_NUMBERS.fire })],
  };
}

const namesEveryNumber = (line: string | undefined, numbers: readonly string[]) => line !== undefined && numbers.every((number) => line.includes(number));

/** The closing screen, in the language it is drawn in, or in English where a translation lost a number. */
export function emergencyNumbers(): EndDraft {
  const words = emergencyWords();
  const english = inLanguageOf(DEFAULT_LANGUAGE, emergencyWords);
  return {
    lines: namesEveryNumber(words.lines[0], [EMERGENCY_NUMBERS.unified, EMERGENCY_NUMBERS.ambulance]) ? words.lines : english.lines,
    optionalLines: namesEveryNumber(words.optionalLines?.[0], [EMERGENCY_NUMBERS.police, EMERGENCY_NUMBERS.fire]) ? words.optionalLines : english.optionalLines,
  };
}
