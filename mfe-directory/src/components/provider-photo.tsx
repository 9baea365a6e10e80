import type { Provider } from "@gh/contracts/providers";
import { DATA_SAVER_COOKIE } from "@gh/contracts/search/options";
import { cx } from "@gh/ui";
import { useSyncExternalStore } from "react";
import { initials } from "../lib/provider-name";

/**
 * Data saver (README.md#data-saver): the footer's switch (the DATA_SAVER_COOKIE cookie, announced by the shell
 * with the `<cookie>:change` window event) or the browser's own save-data setting. Read here rather
 * than imported, since a remote never imports the shell's code.
 */
function savingData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true || document.cookie.split("; ").includes(`${DATA_SAVER_COOKIE}=1`);
}

function subscribeToDataSaver(onChange: () => void): () => void {
  window.addEventListener(`${DATA_SAVER_COOKIE}:change`, onChange);
  return () => window.removeEventListener(`${DATA_SAVER_COOKIE}:change`, onChange);
}

/**
 * The provider's photo, or their initials on a tinted disc when there is none or the visitor saves
 * data. Decorative: the name is beside it. The stylesheet of `className` sizes it, never a style
 * attribute: the Worker draws search results as HTML, where the security policy refuses inline
 * styles (README.md#security). `size` is the image's own width and height, for its layout before it loads.
 */
export function ProviderPhoto({ provider, size = 112, className }: { provider: Pick<Provider, "profileImage" | "user">; size?: number; className?: string }) {
  const dataSaver = useSyncExternalStore(subscribeToDataSaver, savingData, () => false);
  return provider.profileImage && !dataSaver ? (
    <img className={cx("directory-photo", className)} src={provider.profileImage} alt="" width={size} height={size} loading="lazy" decoding="async" />
  ) : (
    <span className={cx("directory-photo", className)} aria-hidden="true">
      {initials(provider)}
    </span>
  );
}
