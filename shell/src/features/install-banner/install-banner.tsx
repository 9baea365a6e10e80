/**
 * "Install GhanaHealth" (README.md#install-as-an-app): offered only after the browser's `beforeinstallprompt`.
 * Install opens the browser's prompt and hides the banner; dismiss hides it for 24 hours. Safari on
 * an iPhone or iPad never makes that offer, so there it says how to add the app by hand (Share, then
 * Add to Home Screen), with Dismiss only. It sits at the top of the page, in the page's flow, so it
 * covers nothing (at the bottom of a phone's screen it hid the first result's Book Appointment); it is
 * still never drawn on the emergency page, whose call buttons come first.
 */
import { Trans, useT } from "@gh/i18n";
import { useState } from "react";
import { rememberDismissal, type InstallPromptEvent } from "./install-offer";
import { useCurrentPath } from "./use-current-path";
import "./install-banner.css";

const HIDDEN_ON = ["/emergency"];

/** `offer`: the browser's install offer; null on an iPhone or iPad, where the banner says how to add the app instead. */
export function InstallBanner({ offer, onClose }: { offer: InstallPromptEvent | null; onClose: () => void }) {
  const t = useT();
  const path = useCurrentPath();
  const [open, setOpen] = useState(true);
  if (!open || HIDDEN_ON.includes(path)) return null;

  const close = () => {
    setOpen(false);
    onClose();
  };
  const install = () => {
    // The event's prompt() may be called once; the banner goes whatever the visitor answers.
    void offer?.prompt().catch(() => undefined);
    close();
  };
  // translators: on an iPhone; "Share" and "Add to Home Screen" are Safari's own buttons: name them as an iPhone set to your language does
  const howToAdd = <Trans message="Tap <0>Share</0>, then <1>Add to Home Screen</1>." components={{ 0: <strong />, 1: <strong /> }} />;
  const dismiss = () => {
    rememberDismissal();
    close();
  };

  return (
    <aside className="install-banner" aria-labelledby="install-banner-title">
      <div className="install-banner__text">
        <p id="install-banner-title" className="install-banner__title">{t("Install GhanaHealth")}</p>
        <p>
          {t("Install our app for faster access to healthcare providers.")}
          {offer ? null : (
            <>
              {" "}
              {howToAdd}
            </>
          )}
        </p>
      </div>
      <div className="install-banner__actions">
        {offer && (
          <button type="button" className="install-banner__install" onClick={install}>
            {t("Install")}
          </button>
        )}
        <button type="button" className="install-banner__dismiss" onClick={dismiss}>
          {t("Dismiss")}
        </button>
      </div>
    </aside>
  );
}
