/** Profile Picture (edit by id; docs/product-rules.md#provider-registration): choose an image (downsized before upload), see it, or remove it. */
import { Button, Field, Input, User } from "@gh/ui";
import { useRef } from "react";
import type { useProfilePhoto } from "../hooks/use-profile-photo";
import { translated, useT } from "../../../lib/i18n";

export function ProfilePhotoField({ photo, name }: { photo: ReturnType<typeof useProfilePhoto>; name: string }) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div className="profile-photo">
      {photo.preview ? (
        <img src={photo.preview} alt={t("Profile picture of {name}", { name })} className="profile-photo__preview" width={96} height={96} />
      ) : (
        <span className="profile-photo__preview" role="img" aria-label={t("No profile picture")}>
          <User size={40} />
        </span>
      )}
      <div className="profile-photo__controls">
        <Field label={t("Upload a picture")} hint={t("JPG/PNG up to 5MB")} error={translated(photo.problem ?? undefined)}>
          <Input
            ref={inputRef}
            type="file"
            accept="image/*"
            disabled={photo.preparing}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void photo.choose(file);
            }}
          />
        </Field>
        {photo.preview && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              photo.remove();
              // The same file can be chosen again after Remove.
              if (inputRef.current) inputRef.current.value = "";
            }}
          >
            {t("Remove Picture")}
          </Button>
        )}
      </div>
    </div>
  );
}
