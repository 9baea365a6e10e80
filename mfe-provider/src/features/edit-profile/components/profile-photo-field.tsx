/** Profile Picture (edit by id; docs/product-rules.md#provider-registration): choose an image (downsized before upload), see it, or remove it. */
import { Button, Field, Input, User } from "@gh/ui";
import { useRef } from "react";
import type { useProfilePhoto } from "../hooks/use-profile-photo";

export function ProfilePhotoField({ photo, name }: { photo: ReturnType<typeof useProfilePhoto>; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div className="profile-photo">
      {photo.preview ? (
        <img src={photo.preview} alt={`Profile picture of ${name}`} className="profile-photo__preview" width={96} height={96} />
      ) : (
        <span className="profile-photo__preview" role="img" aria-label="No profile picture">
          <User size={40} />
        </span>
      )}
      <div className="profile-photo__controls">
        <Field label="Upload a picture" hint="JPG/PNG up to 5MB" error={photo.problem ?? undefined}>
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
            Remove Picture
          </Button>
        )}
      </div>
    </div>
  );
}
