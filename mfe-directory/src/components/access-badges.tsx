/** A provider's opening and walk-in facts as words (docs/product-rules.md#search): what the 24/7 and walk-in shortcuts promise. */
import type { Provider } from "@gh/contracts/providers";
import { useT } from "@gh/i18n";
import { Badge } from "@gh/ui";

export function AccessBadges({ provider }: { provider: Pick<Provider, "open24Hours" | "acceptsWalkIns"> }) {
  const t = useT();
  return (
    <>
      {provider.open24Hours && <Badge tone="success">{t("Open 24 hours")}</Badge>}
      {provider.acceptsWalkIns && <Badge tone="info">{t("Walk-ins welcome")}</Badge>}
    </>
  );
}
