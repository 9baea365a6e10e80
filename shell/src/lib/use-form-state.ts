/**
 * Small controlled-form state: values, one error per field (in the page's language), and focus on the
 * first error after a failed submit.
 */
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { useT } from "@gh/i18n";
import { errorTexts, focusFirstInvalid } from "./form-errors";

export function useFormState<Values extends Record<string, string>>(initial: Values) {
  useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequests > 0) focusFirstInvalid(formRef.current);
  }, [focusRequests]);

  /** value + onChange for a text input; editing a field clears its error. */
  function field<Name extends keyof Values & string>(name: Name) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  /** Shows these errors (from the schema or the server) and moves focus to the first. */
  function showErrors(next: FieldErrors) {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequests((count) => count + 1);
  }

  return { values, setValues, errors: errorTexts(errors), showErrors, field, formRef };
}
