/** POST /api/providers/licence from Edit Profile: the new upload is shown at once, and every provider read is refreshed (the upload sets the profile's regulator). */
import { useMutation, useQueryClient } from "@gh/query";
import { OWN_LICENCE_KEY, uploadLicence, type OwnLicenceAnswer } from "../../../lib/own-licence";
import { refreshProviderData } from "./provider-queries";

export function useUploadLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLicence,
    onSuccess: (latest) => {
      queryClient.setQueryData<OwnLicenceAnswer>(OWN_LICENCE_KEY, (current) => current && { ...current, latest });
      // Not awaited: "Uploading..." ends when the file is stored, not when every read has reloaded.
      void refreshProviderData(queryClient);
    },
  });
}
