/**
 * The emergency page's texts with emergency numbers in them. A number is never part of a translation:
 * the messages mark where it goes with a self-closing tag and the code draws it (data.ts, "Emergency
 * numbers in texts"), so no language can change what a patient dials.
 */
import { EMERGENCY_NUMBERS } from "@gh/contracts/constants";
import { DEFAULT_LANGUAGE } from "@gh/contracts/languages";
import { currentLanguage, formatElements, useT } from "@gh/i18n";
import { VisuallyHidden } from "@gh/ui";
import type { ReactElement } from "react";

/** <0/> is the medical emergency number (193), <1/> Ghana's unified number (112). */
const NUMBERS: Record<number, ReactElement> = {
  0: <>{EMERGENCY_NUMBERS.general}</>,
  1: <>{EMERGENCY_NUMBERS.unified}</>,
};

/** A message of data.ts (or the page) in the page's language, its numbers drawn by the code. */
export function EmergencyText({ message }: { message: string }) {
  const t = useT();
  return <>{formatElements(t(message), NUMBERS)}</>;
}

/**
 * First aid, which is safety-critical: in any language other than English the translation comes with
 * the English text beneath it (a first draft may be wrong, and the English can be shown to a health
 * worker), smaller, marked as English for screen readers and introduced to them as such. The
 * messages have no placeholders (only number tags), so their English is their own text.
 */
export function SafetyText({ message }: { message: string }) {
  const t = useT();
  const translated = formatElements(t(message), NUMBERS);
  if (currentLanguage() === DEFAULT_LANGUAGE) return <>{translated}</>;
  return (
    <span className="emergency-safety">
      <span className="emergency-safety__text">{translated}</span>
      <span className="emergency-safety__english">
        <VisuallyHidden>{t("In English:")} </VisuallyHidden>
        <span lang={DEFAULT_LANGUAGE}>{formatElements(message, NUMBERS)}</span>
      </span>
    </span>
  );
}
