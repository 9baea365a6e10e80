/**
 * Development only: the API returns the code it sent, shown as a "Development code" toast once the
 * current toast (e.g. "Provider 2FA Required") has gone, since one toast shows at a time.
 */
import { toastAtom } from "@gh/state";
import { useToast } from "@gh/ui";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";

export function useDevCodeToast(initialCode: string | undefined) {
  const currentToast = useAtomValue(toastAtom);
  const { toast } = useToast();
  const [pendingCode, setPendingCode] = useState(initialCode);

  useEffect(() => {
    if (!pendingCode || currentToast) return;
    toast({ title: "Development code", description: `Your verification code is ${pendingCode}` });
    setPendingCode(undefined);
  }, [pendingCode, currentToast, toast]);

  return setPendingCode as (code: string | undefined) => void;
}

/** The code the sign-in page passed along in router state, if any. */
export function devCodeFromState(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("devCode" in state)) return undefined;
  return typeof state.devCode === "string" ? state.devCode : undefined;
}
