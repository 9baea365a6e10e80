import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { useT } from "@gh/i18n";
import { cx, X } from "@gh/ui";

export interface DialogProps {
  open: boolean;
  /** Called with false when the user closes it (Esc, close button, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Names the dialog (rendered as its h2). */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the × button. Default "Close", in the page's language. */
  closeLabel?: string;
  /** "alertdialog" for confirmations that interrupt. Default "dialog". */
  role?: "dialog" | "alertdialog";
  /** Close on a tap outside the panel. Default true. */
  dismissOnBackdrop?: boolean;
  className?: string;
}

/**
 * A modal on the native <dialog> element: showModal() gives the focus trap, Esc and the inert page.
 * Focus goes to the first focusable element inside (or one marked data-autofocus) and returns to
 * the opener on close. Children mount only while open, so forms inside start fresh each time.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  role = "dialog",
  dismissOnBackdrop = true,
  className,
}: DialogProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // Reads the latest onOpenChange, while the effect below runs only as `open` changes.
  const closedWithoutNativeDialog = useEffectEvent(() => handleClose());
  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const isOpen = dialog.hasAttribute("open");
    if (open && !isOpen) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (hasNativeDialog(dialog)) {
        dialog.showModal();
      } else {
        // Browsers before <dialog> (Safari < 15.4, Firefox < 98): shown fixed over the page, no focus trap.
        dialog.setAttribute("open", "");
        dialog.classList.add("ui-dialog--fallback");
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && isOpen) {
      if (hasNativeDialog(dialog)) {
        dialog.close();
      } else {
        dialog.removeAttribute("open");
        closedWithoutNativeDialog();
      }
    }
  }, [open]);

  // Unmounted while open: the browser drops focus to <body>, so hand it back to the opener.
  useEffect(() => () => {
    if (openRef.current) returnFocus(openerRef.current, null);
  }, []);

  function handleClose() {
    returnFocus(openerRef.current, dialogRef.current);
    openerRef.current = null;
    // Closed by the browser (not by our effect) while the parent still thinks it is open.
    if (openRef.current) onOpenChange(false);
  }

  return (
    <dialog
      ref={dialogRef}
      className={cx("ui-dialog", className)}
      role={role === "alertdialog" ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description != null ? descriptionId : undefined}
      onCancel={(event) => {
        // Esc: keep the parent in control of `open`.
        event.preventDefault();
        onOpenChange(false);
      }}
      onClose={handleClose}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !hasNativeDialog(event.currentTarget)) onOpenChange(false);
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the <dialog>, so a click on the element itself is a click on the backdrop.
        if (dismissOnBackdrop && pressedBackdrop.current && event.target === event.currentTarget) onOpenChange(false);
      }}
    >
      <div className="ui-dialog__panel">
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {description != null && (
            <p id={descriptionId} className="ui-dialog__description">
              {description}
            </p>
          )}
        </div>
        {open && children != null && <div className="ui-dialog__body">{children}</div>}
        {open && footer != null && <div className="ui-dialog__footer">{footer}</div>}
        <button type="button" className="ui-dialog__close" aria-label={closeLabel ?? t("Close")} onClick={() => onOpenChange(false)}>
          <X size={20} />
        </button>
      </div>
    </dialog>
  );
}

const FOCUSABLE = "input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href]";

function hasNativeDialog(dialog: HTMLDialogElement): boolean {
  return typeof dialog.showModal === "function";
}

/** Focus the opener unless focus has already moved somewhere deliberate. */
function returnFocus(opener: HTMLElement | null, dialog: HTMLDialogElement | null) {
  if (!opener?.isConnected) return;
  const active = document.activeElement;
  if (!active || active === document.body || (dialog && dialog.contains(active))) opener.focus();
}
