/**
 * "Upload a new licence" (docs/product-rules.md#licences-and-nhis): the regulator, the registration
 * number and the file, checked as typed with the API's schema (the file's size and kind in the
 * browser, for convenience); the API's refusals are shown under their fields.
 */
import { problemText, readApiProblem } from "@gh/api-client";
import { REGULATOR_NAMES, REGULATORS, type Regulator } from "@gh/contracts/licences/options";
import { licenceUploadFieldsSchema } from "@gh/contracts/licences";
import type { OwnProviderProfile } from "@gh/contracts/providers/options";
import { useCheckedForm } from "@gh/forms";
import { Button, Field, Input, Select, useToast } from "@gh/ui";
import { useEffect, useId, useState, type FormEvent } from "react";
import { LicenceDocumentField } from "../../../components/licence-document-field";
import { LICENCE_DOCUMENT_TEXTS } from "../../../lib/licence-document";
import { translated, translatedErrors, useT } from "../../../lib/i18n";
import { useUploadLicence } from "../api/use-upload-licence";

const DOCUMENT_ID = "licence-upload-document";

export function LicenceUploadForm({ profile, uploadYear }: { profile: OwnProviderProfile; uploadYear: number }) {
  const t = useT();
  const headingId = useId();
  const { toast } = useToast();
  // The profile's regulator and licence number are the last ones given: most uploads only renew them.
  const form = useCheckedForm(licenceUploadFieldsSchema, () => ({ regulator: profile.regulator ?? "", registrationNumber: profile.licenseNumber }));
  const [licenceFile, setLicenceFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [fileFocusRequests, setFileFocusRequests] = useState(0);
  const upload = useUploadLicence();
  const errors = translatedErrors(form.errors);
  const regulatorOptions = REGULATORS.map((id) => ({ value: id, label: t(REGULATOR_NAMES[id]) }));

  useEffect(() => {
    if (fileFocusRequests > 0) document.getElementById(DOCUMENT_ID)?.focus();
  }, [fileFocusRequests]);

  function chooseFile(file: File | null) {
    setLicenceFile(file);
    setFileError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (upload.isPending) return;
    if (!licenceFile) setFileError(LICENCE_DOCUMENT_TEXTS.missing);
    form.submit((fields) => {
      if (!licenceFile) {
        setFileFocusRequests((count) => count + 1);
        return;
      }
      upload.mutate(
        { ...fields, document: licenceFile },
        {
          onSuccess: () => {
            setLicenceFile(null);
            toast({ title: t("Licence uploaded"), description: t("An administrator will check it. We will let you know when they have."), variant: "success" });
          },
          onError: (error) => {
            const problem = readApiProblem(error);
            // A 413 without the field's own message is the whole request refused by size: said as the file's size.
            const documentProblem = problem.fields.document ?? (problem.status === 413 ? LICENCE_DOCUMENT_TEXTS.tooLarge : undefined);
            if (documentProblem) setFileError(documentProblem);
            form.showServerErrors(problem.fields);
            if (documentProblem && Object.keys(problem.fields).length === 0) setFileFocusRequests((count) => count + 1);
            toast({
              title: t("Licence not uploaded"),
              description: problemText(error) ?? t("Check your connection and try again."),
              variant: "destructive",
            });
          },
        },
      );
    });
  }

  return (
    <form ref={form.formRef} className="edit-profile__licence-upload" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="edit-profile__licence-heading">
        {t("Upload a new licence")}
      </h3>
      <div className="edit-profile__row">
        <Field label={t("Regulator")} hint={t("The council that issued your licence")} error={errors.regulator} required>
          <Select
            id="licence-upload-regulator"
            options={regulatorOptions}
            placeholder={t("Select your regulator")}
            value={form.values.regulator}
            onChange={(event) => form.set("regulator", event.target.value as Regulator)}
          />
        </Field>
        <Field label={t("Registration number")} hint={t("The number on your licence")} error={errors.registrationNumber} required>
          <Input
            id="licence-upload-registrationNumber"
            value={form.values.registrationNumber}
            onChange={(event) => form.set("registrationNumber", event.target.value)}
          />
        </Field>
      </div>
      <LicenceDocumentField
        id={DOCUMENT_ID}
        label={t("Upload your licence for {year}", { year: uploadYear })}
        hint={t("A PDF, JPG or PNG of up to 5 MB.")}
        file={licenceFile}
        error={translated(fileError) ?? undefined}
        required
        onChange={chooseFile}
      />
      <div>
        <Button type="submit" loading={upload.isPending}>
          {upload.isPending ? t("Uploading...") : t("Upload licence")}
        </Button>
      </div>
    </form>
  );
}
