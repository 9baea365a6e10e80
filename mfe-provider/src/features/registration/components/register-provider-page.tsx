/**
 * /register-provider (docs/product-rules.md#provider-registration): three steps, each checked on
 * Continue; Create Account e-mails the sign-up code and moves to /provider/verify. The form is kept
 * as a draft in session storage, never the password.
 */
import { WIZARD_STEPS } from "@gh/contracts/providers/options";
import { Button, Card, CardContent, ChevronLeft, ChevronRight, PageHeader, useDocumentTitle } from "@gh/ui";
import { useEffect, useRef, type FormEvent } from "react";
import { useSendSignupCode } from "../api/use-send-signup-code";
import { useRegistrationWizard } from "../hooks/use-registration-wizard";
import { BenefitsCard } from "./benefits-card";
import { PersonalInfoStep } from "./personal-info-step";
import { PracticeDetailsStep } from "./practice-details-step";
import { ProfessionalStep } from "./professional-step";
import { WizardProgress } from "./wizard-progress";
import { translatedErrors, useT } from "../../../lib/i18n";
import "./register-provider.css";

const STEP_COMPONENTS = [PersonalInfoStep, ProfessionalStep, PracticeDetailsStep];

export default function RegisterProviderPage() {
  const t = useT();
  useDocumentTitle(t("Join as a Healthcare Provider"));
  const wizard = useRegistrationWizard();
  const { sendCode, isSending } = useSendSignupCode();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { step, focusRequest } = wizard;
  const StepFields = STEP_COMPONENTS[step]!;

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "heading") headingRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    if (!wizard.isLastStep) return wizard.continueToNext();
    if (!wizard.checkAll()) return;
    // The address as the server keeps it (trimmed, lower case), so the code and the account match.
    sendCode(wizard.form.email.trim().toLowerCase(), wizard.form.password);
  }

  return (
    <>
      <PageHeader
        title={t("Join as a Healthcare Provider")}
        description={t("Create your free provider account in three steps, then confirm your email with a 6-digit code.")}
      />
      <div className="container register-provider">
        <Card as="section" aria-labelledby="register-step-title" className="register-provider__wizard">
          <CardContent>
            <WizardProgress step={step} />
            <form ref={formRef} className="register-provider__form" onSubmit={submit} noValidate aria-labelledby="register-step-title">
              <h2 id="register-step-title" ref={headingRef} tabIndex={-1} className="register-provider__step-title">
                <span className="ui-sr-only">{t("Step {step} of {steps}:", { step: step + 1, steps: WIZARD_STEPS.length })} </span>
                {t(WIZARD_STEPS[step]!.label)}
              </h2>
              <StepFields
                form={wizard.form}
                errors={translatedErrors(wizard.errors)}
                update={wizard.update}
                passwordNotKept={wizard.passwordNotKept}
                licence={wizard.licence}
              />
              <div className="register-provider__actions">
                {step > 0 && (
                  <Button variant="outline" onClick={wizard.back} disabled={isSending}>
                    <ChevronLeft size={18} /> {t("Back")}
                  </Button>
                )}
                {wizard.isLastStep ? (
                  <Button type="submit" loading={isSending}>
                    {isSending ? t("Creating Account...") : t("Create Account")}
                  </Button>
                ) : (
                  <Button type="submit">
                    {t("Continue")} <ChevronRight size={18} />
                  </Button>
                )}
              </div>
            </form>
          </CardContent>
        </Card>
        <BenefitsCard />
      </div>
    </>
  );
}
