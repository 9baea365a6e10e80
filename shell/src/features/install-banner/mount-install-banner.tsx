/**
 * Loaded only once the browser offers to install, or on an iPhone once the page is idle (never part
 * of the landing page's first load): draws the install banner in a React root of its own at the top
 * of <body>, before the app's tree, so it pushes the page down instead of covering any of it.
 */
import { createRoot } from "react-dom/client";
import { InstallBanner } from "./install-banner";
import { mayOfferInstall, type InstallPromptEvent } from "./install-offer";

let shown = false;

/** `offer` null: the iPhone's "Add to Home Screen" hint. */
export function showInstallBanner(offer: InstallPromptEvent | null): void {
  if (shown || !mayOfferInstall()) return;
  shown = true;
  const container = document.createElement("div");
  container.id = "install-banner-root";
  document.body.prepend(container);
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
