import { toastAtom, type Toast } from "@gh/state";
import { useSetAtom } from "jotai";
import { useMemo } from "react";

export type ToastInput = Omit<Toast, "id">;

let lastToastId = 0;

/**
 * Shows a toast through the shared toastAtom; <Toaster> (rendered once by the shell) displays it.
 * One toast at a time: a new one replaces the current one.
 */
export function useToast() {
  const setToast = useSetAtom(toastAtom);
  return useMemo(
    () => ({
      toast(input: ToastInput): number {
        lastToastId += 1;
        setToast({ ...input, id: lastToastId });
        return lastToastId;
      },
      dismiss(): void {
        setToast(null);
      },
    }),
    [setToast],
  );
}
