/**
 * After the account's sessions end (erased, or signed out everywhere): go home, and forget the
 * signed-in user and the account's cached data only as this page unmounts, so the page being left
 * never sees "signed out" and sends the visitor to /auth on the way out.
 */
import { currentUserQuery } from "@gh/api-client";
import { useQueryClient } from "@gh/query";
import { useNavigate } from "@gh/router";
import { useEffect, useRef } from "react";

export function useLeaveSignedOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(
    () => () => {
      if (!leaving.current) return;
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      queryClient.removeQueries({ type: "inactive" });
    },
    [queryClient],
  );

  return () => {
    leaving.current = true;
    navigate("/");
  };
}
