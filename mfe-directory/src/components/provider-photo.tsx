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
 * data. Decorative: the name is beside it. Without `size`, the stylesheet of `className` sizes it
 * (e.g. smaller on phones).
 */
export function ProviderPhoto({ provider, size, className }: { provider: Pick<Provider, "profileImage" | "user">; size?: number; className?: string }) {
  const dataSaver = useSyncExternalStore(subscribeToDataSaver, savingData, () => false);
  const style = size ? { width: size, height: size, fontSize: size / 3 } : undefined;
  return provider.profileImage && !dataSaver ? (
    <img className={cx("directory-photo", className)} src={provider.profileImage} alt="" width={size ?? 112} height={size ?? 112} style={style} loading="lazy" decoding="async" />
  ) : (
    <span className={cx("directory-photo", className)} style={style} aria-hidden="true">
      {initials(provider)}
    </span>
  );
}
