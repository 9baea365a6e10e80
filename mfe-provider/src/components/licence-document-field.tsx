/**
 * The licence file picker (PDF, JPG or PNG, at most 5 MB), shared by the registration wizard, its
 * verify step and Edit Profile's Licence section: a refused file is said under the field at once and
 * never kept; a kept file is named, with Remove. The file itself is the caller's state (a File cannot
 * be kept in the registration draft).
 */
import { LICENCE_DOCUMENT_ACCEPT } from "@gh/contracts/licences/options";
import { Button, Field, Input } from "@gh/ui";
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { licenceDocumentProblem } from "../lib/licence-document";
import { translated, useT } from "../lib/i18n";
import "./licence-document-field.css";

export interface LicenceDocumentFieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The chosen file, or null. */
  file: File | null;
  /** A problem from elsewhere (the API's answer, or "required" on submit). */
  error?: string;
  required?: boolean;
  onChange: (file: File | null) => void;
}

export function LicenceDocumentField({ id, label, hint, file, error, required, onChange }: LicenceDocumentFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // The caller let the file go (uploaded, or the form reset): the picker must not still name it.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const refused = chosen && licenceDocumentProblem(chosen);
    setProblem(refused || null);
    if (refused) event.target.value = "";
    onChange(refused ? null : chosen);
  }

  function remove() {
    onChange(null);
    setProblem(null);
    if (input.current) {
      input.current.value = "";
      // The Remove button goes with the file; keyboard users continue from the picker.
      input.current.focus();
    }
  }

  return (
    <div className="licence-document">
      <Field label={label} hint={hint} error={translated(problem) ?? error} required={required}>
        <Input ref={input} id={id} type="file" accept={LICENCE_DOCUMENT_ACCEPT} onChange={choose} />
      </Field>
      <div className="licence-document__chosen">
        {/* Always there, so the choice is announced when it is made. */}
        <p role="status">{file ? t("Chosen: {name}", { name: file.name }) : ""}</p>
        {file && (
          <Button variant="outline" size="sm" onClick={remove}>
            {t("Remove file")}
          </Button>
        )}
      </div>
    </div>
  );
}
