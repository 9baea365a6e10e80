import { TOAST_DURATION_MS } from "@gh/contracts/constants";
import { useT } from "@gh/i18n";
import { toastAtom } from "@gh/state";
import { useAtom } from "jotai";
import { useEffect, useState } from "react";
import { cx } from "./cx";
import { AlertTriangle, Check, Info, X } from "./icons";

export interface ToasterProps {
  /** Accessible name of the close button. Default "Close notification", in the page's language. */
  closeLabel?: string;
}

/**
 * Renders the current toast from toastAtom; mount once. The live regions stay in the page at all times
 * (screen readers only announce changes to regions they already know): polite role="status" for
 * normal toasts, role="alert" for destructive ones. Auto-dismisses after TOAST_DURATION_MS, paused
 * while the pointer or keyboard focus is on the toast. A title or description that is a message (a
 * contracts text such as BOOKING_TOASTS') shows in the page's language; one already translated shows
 * as it is.
 */
export function Toaster({ closeLabel }: ToasterProps) {
  const t = useT();
  const [toast, setToast] = useAtom(toastAtom);
  const [pausedId, setPausedId] = useState<number | null>(null);
  const paused = toast !== null && pausedId === toast.id;

  useEffect(() => {
    if (!toast || paused) return;
    const { id } = toast;
    const timer = setTimeout(() => setToast((current) => (current?.id === id ? null : current)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, paused, setToast]);

  const variant = toast?.variant ?? "default";
  const isAlert = variant === "destructive";
  const message = toast && (
    <>
      <p className="ui-toast__title">{t(toast.title)}</p>
      {toast.description && <p className="ui-toast__description">{t(toast.description)}</p>}
    </>
  );
  const VariantIcon = variant === "destructive" ? AlertTriangle : variant === "success" ? Check : Info;
  const pause = () => setPausedId(toast?.id ?? null);
  const resume = () => setPausedId(null);

  return (
    <div className={cx("ui-toaster", toast && "ui-toaster--open")}>
      <div
        className={cx("ui-toast", `ui-toast--${variant}`)}
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {toast && <VariantIcon size={20} className="ui-toast__icon" />}
        <div className="ui-toast__messages">
          <div role="status" aria-live="polite" aria-atomic="true">
            {isAlert ? null : message}
          </div>
          <div role="alert" aria-atomic="true">
            {isAlert ? message : null}
          </div>
        </div>
        {toast && (
          <button type="button" className="ui-toast__close" aria-label={closeLabel ?? t("Close notification")} onClick={() => setToast(null)}>
            <X size={18} />
          </button>
        )}
      </div>
    </div>
  );
}
