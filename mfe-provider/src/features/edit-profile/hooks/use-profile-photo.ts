/**
 * The edit-by-id form's photo: what the preview shows and what the PUT will do with it. A chosen
 * file is downsized in the browser first (docs/product-rules.md#provider-registration), so even a large camera picture uploads quickly.
 */
import { PROVIDER_MESSAGES } from "@gh/contracts/providers/options";
import { useState } from "react";
import { imageFileProblem, resizeImageToDataUrl } from "../../../lib/resize-image";
import type { PhotoChange } from "../edit-by-id-values";

export function useProfilePhoto(current: string | null) {
  const [change, setChange] = useState<PhotoChange>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);

  async function choose(file: File) {
    setProblem(null);
    // Any image type is accepted here (docs/product-rules.md#provider-registration); the server keeps JPEG, PNG or WebP, which the downsized JPEG always is.
    if (imageFileProblem(file) === "image") {
      setProblem(PROVIDER_MESSAGES.imageType);
      return;
    }
    setPreparing(true);
    try {
      setChange(await resizeImageToDataUrl(file));
    } catch {
      setProblem(PROVIDER_MESSAGES.imageType);
    } finally {
      setPreparing(false);
    }
  }

  return {
    /** What the preview shows: the new picture, none after Remove, else the saved one. */
    preview: change === undefined ? current : change,
    change,
    problem,
    preparing,
    choose,
    remove: () => {
      setProblem(null);
      setChange(null);
    },
    /** After a save the saved picture is the current one again. */
    reset: () => setChange(undefined),
  };
}
