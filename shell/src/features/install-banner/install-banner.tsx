/**
 * "Install GhanaHealth" (spec §2, §4): offered only after the browser's `beforeinstallprompt`.
 * Install opens the browser's prompt and hides the banner; dismiss hides it for 24 hours. It sits at
 * the bottom of the screen, so it is never drawn on the emergency page, whose call buttons must stay
 * uncovered.
 */
import { useState } from "react";
import { rememberDismissal, type InstallPromptEvent } from "./install-offer";
import { useCurrentPath } from "./use-current-path";
import "./install-banner.css";

const HIDDEN_ON = ["/emergency"];

export function InstallBanner({ offer, onClose }: { offer: InstallPromptEvent; onClose: () => void }) {
  const path = useCurrentPath();
  const [open, setOpen] = useState(true);
  if (!open || HIDDEN_ON.includes(path)) return null;

  const close = () => {
    setOpen(false);
    onClose();
  };
  const install = () => {
    // The event's prompt() may be called once; the banner goes whatever the visitor answers.
    void offer.prompt().catch(() => undefined);
    close();
  };
  const dismiss = () => {
    rememberDismissal();
    close();
  };

  return (
    <aside className="install-banner" aria-labelledby="install-banner-title">
      <div className="install-banner__text">
        <p id="install-banner-title" className="install-banner__title">Install GhanaHealth</p>
        <p>Install our app for faster access to healthcare providers.</p>
      </div>
      <div className="install-banner__actions">
        <button type="button" className="install-banner__install" onClick={install}>
          Install
        </button>
        <button type="button" className="install-banner__dismiss" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </aside>
  );
}
