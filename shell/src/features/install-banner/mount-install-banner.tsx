/**
 * Loaded only once the browser offers to install (never part of the landing page's first load): draws
 * the install banner in a React root of its own at the end of <body>, outside the app's tree.
 */
import { createRoot } from "react-dom/client";
import { InstallBanner } from "./install-banner";
import { mayOfferInstall, type InstallPromptEvent } from "./install-offer";

let shown = false;

export function showInstallBanner(offer: InstallPromptEvent): void {
  if (shown || !mayOfferInstall()) return;
  shown = true;
  const container = document.createElement("div");
  container.id = "install-banner-root";
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <InstallBanner
      offer={offer}
      onClose={() => {
        // Unmount after React finishes this event; a later offer (e.g. after 24 h) may show it again.
        queueMicrotask(() => {
          root.unmount();
          container.remove();
          shown = false;
        });
      }}
    />,
  );
}
