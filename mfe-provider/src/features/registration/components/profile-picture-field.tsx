/**
 * The optional profile picture: images only, at most 5MB (docs/product-rules.md#provider-registration), downsized in the browser
 * before it is kept (docs/product-rules.md#provider-registration), with a preview and Remove Image.
 */
import { PROVIDER_TOASTS } from "@gh/contracts/providers/options";
import { Button, Field, Input, useToast } from "@gh/ui";
import { useRef, useState, type ChangeEvent } from "react";
import { imageFileProblem, resizeImageToDataUrl } from "../../../lib/resize-image";
import { msg, translated, translatedToast, useT } from "../../../lib/i18n";
import { fieldId } from "./step-props";

interface ProfilePictureFieldProps {
  /** The downsized data URL, or "" for none. */
  value: string;
  error?: string;
  onChange: (dataUrl: string) => void;
}

export function ProfilePictureField({ value, error, onChange }: ProfilePictureFieldProps) {
  const t = useT();
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(undefined);
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    if (fileProblem) {
      event.target.value = "";
      if (fileProblem === "size") toast({ ...translatedToast(PROVIDER_TOASTS.fileTooLarge), variant: "destructive" });
      setProblem(fileProblem === "size" ? PROVIDER_TOASTS.fileTooLarge.description : msg("Please choose an image file (JPG, PNG or WebP)."));
      return;
    }
    setPreparing(true);
    try {
      onChange(await resizeImageToDataUrl(file));
    } catch {
      event.target.value = "";
      setProblem(msg("This image could not be read. Please choose another photo."));
    } finally {
      setPreparing(false);
    }
  }

  function remove() {
    onChange("");
    setProblem(undefined);
    if (input.current) {
      input.current.value = "";
      // The Remove Image button disappears; keyboard users continue from the picker.
      input.current.focus();
    }
  }

  return (
    <div className="register-provider__photo">
      <Field label={t("Profile picture (optional)")} hint={t("An image up to 5MB. We resize it for you.")} error={translated(problem) ?? error}>
        <Input ref={input} id={fieldId("profileImage")} type="file" accept="image/*" onChange={(event) => void choose(event)} />
      </Field>
      <p role="status" className="register-provider__photo-status">
        {preparing ? t("Preparing your photo...") : ""}
      </p>
      {value && (
        <div className="register-provider__preview">
          <img src={value} alt={t("Preview of your profile picture")} width={96} height={96} />
          <Button variant="outline" size="sm" onClick={remove}>
            {t("Remove Image")}
          </Button>
        </div>
      )}
    </div>
  );
}
