/**
 * A form checked as it is typed (docs/product-rules.md#screens-and-texts) with the same zod schema the API
 * uses: a field shows its message once it has been edited, every field after a submit attempt, and
 * the server's own field messages until that field is edited again.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { errorsOfFields } from "./field-errors.ts";
import { fieldErrorsFromIssues, type FieldErrors, type SchemaIssue } from "@gh/contracts/errors/fields";

/** The part of a zod schema this needs (the screens take it from @gh/contracts). */
export interface FormSchema<Output> {
  safeParse(values: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export function useCheckedForm<Values extends Record<string, unknown>, Output>(schema: FormSchema<Output>, initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const schemaErrors = result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  const errors: FieldErrors = { ...serverErrors, ...errorsOfFields(schemaErrors, (field) => submitted || edited.has(field)) };

  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  function set<Name extends keyof Values & string>(name: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    setServerErrors((current) => errorsOfFields(current, (field) => field !== name));
  }

  /** Shows every problem and moves focus to the first; hands the checked values on when there is none. */
  function submit(onValid: (output: Output) => void) {
    setSubmitted(true);
    if (!result.success) {
      setFocusRequests((count) => count + 1);
      return;
    }
    onValid(result.data);
  }

  /** The server's field messages (a 400 with `fields`), shown under their fields. */
  function showServerErrors(fields: FieldErrors) {
    setServerErrors(fields);
    if (Object.values(fields).some(Boolean)) setFocusRequests((count) => count + 1);
  }

  return { values, set, setValues, errors, submit, showServerErrors, formRef };
}
