import { useState, type ReactNode } from "react";
import { Button } from "@gh/ui";
import { Dialog } from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /**
   * Runs on confirm. The dialog shows a spinner while a returned promise is pending and closes when
   * it resolves; if it throws or rejects, the dialog stays open (report the failure, e.g. a toast).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Red confirm button, and focus starts on Cancel. */
  destructive?: boolean;
  /** Extra content under the description (e.g. what will be removed). */
  children?: ReactNode;
}

/** An alertdialog asking the user to confirm one action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  children,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Stays open so the user can retry; the caller reports the failure.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      description={description}
      dismissOnBackdrop={false}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending} data-autofocus={destructive || undefined}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? "danger" : "primary"}
            onClick={() => void confirm()}
            loading={pending}
            data-autofocus={destructive ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
