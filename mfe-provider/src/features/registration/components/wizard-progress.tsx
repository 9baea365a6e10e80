/** The wizard's progress: its three steps by name, done ones ticked, the current one marked for assistive technology. */
import { WIZARD_STEPS } from "@gh/contracts/providers/options";
import { Check, cx } from "@gh/ui";
import { useT } from "../../../lib/i18n";

export function WizardProgress({ step }: { step: number }) {
  const t = useT();
  return (
    <ol className="wizard-progress" aria-label={t("Registration progress")}>
      {WIZARD_STEPS.map(({ label }, index) => {
        const state = index < step ? "done" : index === step ? "current" : "todo";
        return (
          <li key={label} className={cx("wizard-progress__step", `wizard-progress__step--${state}`)} aria-current={state === "current" ? "step" : undefined}>
            <span className="wizard-progress__marker" aria-hidden="true">
              {state === "done" ? <Check size={16} /> : index + 1}
            </span>
            <span className="wizard-progress__label">
              {t(label)}
              {state === "done" && <span className="ui-sr-only"> {t("(completed)")}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
