/**
 * A form checked as it is typed (SPEC.md §5) with the API's zod schema: a field shows its message
 * once edited, every field after a submit attempt, and the server's own field messages until that
 * field is edited again. (mfe-provider has the same hook; remotes cannot share source.)
 */
import { fieldErrorsFromIssues, type FieldErrors, type SchemaIssue } from "@gh/contracts";
import { useEffect, useMemo, useRef, useState } from "react";

export interface FormSchema<Output> {
  safeParse(values: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

const only = (errors: FieldErrors, keep: (field: string) => boolean): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => keep(field.split(".")[0]!)));

export function useCheckedForm<Values extends Record<string, string>, Output>(schema: FormSchema<Output>, initial: () => Values) {
  const [values, setValues] = useState(initial);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [focusRequests, setFocusRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const schemaErrors = result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  const errors: FieldErrors = { ...serverErrors, ...only(schemaErrors, (field) => submitted || edited.has(field)) };

  // After a failed submit the first field with a problem takes focus, so it is read out.
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  function set(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    setServerErrors((current) => only(current, (field) => field !== name));
  }

  function submit(onValid: (output: Output) => void) {
    setSubmitted(true);
    if (!result.success) {
      setFocusRequests((count) => count + 1);
      return;
    }
    onValid(result.data);
  }

  function showServerErrors(fields: FieldErrors) {
    setServerErrors(fields);
    if (Object.values(fields).some(Boolean)) setFocusRequests((count) => count + 1);
  }

  return { values, set, errors, submit, showServerErrors, formRef };
}
