/**
 * Logout without a page load (the provider navigation bar): POST /api/logout, then home whether the
 * call succeeded or not (spec). The cached user is cleared only once home is showing, so the page
 * being left never sees "signed out" and redirects to /auth on its way out. Data cached for the
 * account (appointments, dashboard) is dropped so the next sign-in in this tab starts clean.
 */
import { callApi } from "@gh/api-client";
import { useMutation, useQueryClient } from "@gh/query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "@gh/router";
import { currentUserQuery } from "@gh/api-client";

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    if (!signedOut || pathname !== "/") return;
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    queryClient.removeQueries({ type: "inactive" });
    setSignedOut(false);
  }, [signedOut, pathname, queryClient]);

  const mutation = useMutation({
    mutationFn: () => callApi("POST /api/logout"),
    onError: (error) => console.error("Logout failed", error),
    onSettled: () => {
      setSignedOut(true);
      navigate("/");
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
