/**
 * In development the API returns the code it just sent; the spec shows it as a "development-code
 * toast". One toast shows at a time, so it waits until the current toast (e.g. "Email Verification
 * Required") has gone rather than replacing it. Never shown in production: the API sends no code there.
 */
import { t } from "@gh/i18n";
import { toastAtom } from "@gh/state";
import { useToast } from "@gh/ui";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";

export function useDevCodeToast(initialCode?: string) {
  const currentToast = useAtomValue(toastAtom);
  const { toast } = useToast();
  const [pendingCode, setPendingCode] = useState(initialCode);

  useEffect(() => {
    if (!pendingCode || currentToast) return;
    toast({ title: t("Development code"), description: t("Your verification code is {code}", { code: pendingCode }) });
    setPendingCode(undefined);
  }, [pendingCode, currentToast, toast]);

  return setPendingCode as (code: string | undefined) => void;
}

/** Router state that carries a development code to the page where it is typed in. */
export interface DevCodeState {
  devCode?: string;
}

export function devCodeState(code: string | undefined): DevCodeState | undefined {
  return code ? { devCode: code } : undefined;
}

export function devCodeFromState(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null || !("devCode" in state)) return undefined;
  return typeof state.devCode === "string" ? state.devCode : undefined;
}
