/**
 * Sending and checking a code for the signed-in user's own e-mail or phone (/account/verify), with
 * the spec's toasts. A verified code answers with the updated user, which replaces the cached one.
 */
import type { VerificationType } from "@gh/contracts/auth";
import { MY_APPOINTMENTS_KEY } from "@gh/contracts/federation";
import { t } from "@gh/i18n";
import type { FieldErrors } from "@gh/contracts/errors/fields";
import { useToast } from "@gh/ui";
import { useDevCodeToast } from "@gh/ui/flows";
import { useQueryClient } from "@gh/query";
import { isConnectionError, serverFieldsOf, serverMessageOf } from "../../../lib/api-errors";
import { TOASTS } from "../../../lib/toast-texts";
import { currentUserQuery, problemText, type ApiAnswer } from "@gh/api-client";
import { useSendAccountCode, useVerifyAccountCode } from "../api/use-account-verification";

interface AccountCodeCallbacks {
  onSent: () => void;
  onVerified?: () => void;
  onFieldErrors?: (errors: FieldErrors) => void;
  /** A refused code or resend, for the code field, with how long to wait. */
  onCodeError?: (message: string | null) => void;
}

export function useAccountCode(type: VerificationType, { onSent, onVerified, onFieldErrors, onCodeError }: AccountCodeCallbacks) {
  const sendCode = useSendAccountCode();
  const verifyCode = useVerifyAccountCode();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const showDevCode = useDevCodeToast();

  function onCodeSent(result: ApiAnswer<"POST /api/auth/send-verification">, phone: string | undefined) {
    toast({ title: t(TOASTS.verificationCodeSent), description: t(result.message), variant: "success" });
    showDevCode(result.code);
    // A new number was saved with the request: show it.
    if (phone) void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    onSent();
  }

  function onSendFailed(error: unknown) {
    if (isConnectionError(error)) {
      toast({ title: t(TOASTS.connectionError), description: t(TOASTS.unableToSendCode), variant: "destructive" });
      return;
    }
    onFieldErrors?.(serverFieldsOf(error));
    onCodeError?.(problemText(error));
    toast({ title: t(TOASTS.failedToSendCode), description: serverMessageOf(error) ?? t(TOASTS.tryAgain), variant: "destructive" });
  }

  function onCodeVerified(result: ApiAnswer<"POST /api/auth/verify">) {
    toast({ title: t(TOASTS.verificationSuccessful), description: t(result.message), variant: "success" });
    queryClient.setQueryData(currentUserQuery.queryKey, result.user);
    // A verified phone may bring the bookings made by phone into this account (docs/product-rules.md#basic-phones).
    if (type === "phone") void queryClient.invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY });
    onVerified?.();
  }

  function onVerifyFailed(error: unknown) {
    if (isConnectionError(error)) {
      toast({ title: t(TOASTS.connectionError), description: t(TOASTS.unableToConnect), variant: "destructive" });
      return;
    }
    onCodeError?.(problemText(error));
    toast({ title: t(TOASTS.verificationFailed), description: serverMessageOf(error) ?? t(TOASTS.invalidCode), variant: "destructive" });
  }

  return {
    send: (phone?: string) => sendCode.mutate({ type, phone }, { onSuccess: (result) => onCodeSent(result, phone), onError: onSendFailed }),
    isSending: sendCode.isPending,
    verify: (code: string) => verifyCode.mutate({ type, code }, { onSuccess: onCodeVerified, onError: onVerifyFailed }),
    isVerifying: verifyCode.isPending,
  };
}
