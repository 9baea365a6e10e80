/**
 * Before the date: in person, or an audio or video visit, each with its fee. Shown only when the
 * provider offers more than visits at their practice; every kind uses the same times.
 */
import { formatCedis } from "@gh/contracts/money";
import { isRemoteVisit, VISIT_TYPE_NAMES, type VisitType } from "@gh/contracts/visit-types";
import { useT } from "@gh/i18n";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { InlineAlert } from "../../../components/inline-alert";
import { revealProblem } from "../reveal-problem";
import { VISIT_HINTS, type VisitChoice } from "../visit-choice";

export interface VisitTypeChoiceProps {
  choices: VisitChoice[];
  value: VisitType;
  onChange: (type: VisitType) => void;
  /** The server's word on the chosen kind (English or already translated; shown with t()). */
  problem: string | null;
  /** Changes when new problems are reported: a problem here then takes the focus, in view. */
  problemsReported: number;
}

export function VisitTypeChoice({ choices, value, onChange, problem, problemsReported }: VisitTypeChoiceProps) {
  const t = useT();
  const name = useId();
  const problemId = `${name}-problem`;
  const groupRef = useRef<HTMLFieldSetElement>(null);

  // Runs when problems are reported, not as the patient chooses again and the problem clears.
  const revealOwnProblem = useEffectEvent(() => {
    if (!problem) return;
    groupRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus({ preventScroll: true });
    revealProblem(groupRef.current);
  });
  useEffect(() => {
    if (problemsReported > 0) revealOwnProblem();
  }, [problemsReported]);

  return (
    <fieldset ref={groupRef} className="booking-step visit-choice" aria-describedby={problem ? problemId : undefined}>
      <legend className="booking-step__heading visit-choice__legend">{t("Kind of visit")}</legend>
      <div className="visit-choice__options">
        {choices.map(({ type, fee }) => {
          const ids = { name: `${name}-${type}-name`, fee: `${name}-${type}-fee`, hint: `${name}-${type}-hint` };
          return (
            <label key={type} className="visit-choice__option">
              <input
                type="radio"
                name={name}
                value={type}
                checked={value === type}
                // Named by kind and fee; the hint is its description, not part of its name.
                aria-labelledby={`${ids.name} ${ids.fee}`}
                aria-describedby={isRemoteVisit(type) ? ids.hint : undefined}
                onChange={() => onChange(type)}
              />
              <span className="visit-choice__text">
                <span id={ids.name} className="visit-choice__name">
                  {t(VISIT_TYPE_NAMES[type])}
                </span>
                {isRemoteVisit(type) && (
                  <span id={ids.hint} className="visit-choice__hint">
                    {t(VISIT_HINTS[type])}
                  </span>
                )}
              </span>
              <span id={ids.fee} className="visit-choice__fee">
                {formatCedis(fee)}
              </span>
            </label>
          );
        })}
      </div>
      {problem && (
        <div id={problemId} className="booking-problem">
          <InlineAlert>{t(problem)}</InlineAlert>
        </div>
      )}
    </fieldset>
  );
}
