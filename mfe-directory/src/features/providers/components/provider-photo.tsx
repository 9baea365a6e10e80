import type { Provider } from "@gh/contracts";
import { cx } from "@gh/ui";
import { initials } from "./provider-name";

/**
 * The provider's photo, or their initials on a tinted disc when there is none. Decorative: the name
 * is beside it. Without `size`, the stylesheet of `className` sizes it (e.g. smaller on phones).
 */
export function ProviderPhoto({ provider, size, className }: { provider: Pick<Provider, "profileImage" | "user">; size?: number; className?: string }) {
  const style = size ? { width: size, height: size, fontSize: size / 3 } : undefined;
  return provider.profileImage ? (
    <img className={cx("directory-photo", className)} src={provider.profileImage} alt="" width={size ?? 112} height={size ?? 112} style={style} loading="lazy" decoding="async" />
  ) : (
    <span className={cx("directory-photo", className)} style={style} aria-hidden="true">
      {initials(provider)}
    </span>
  );
}
