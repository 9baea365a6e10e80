/**
 * What a provider's card and profile say of their licence and of NHIS (docs/product-rules.md#licences-and-nhis):
 * "Verified Provider" only while the licence is approved for this year, "Licence renewal pending" once
 * the year has turned without a renewal, "Pending Verification" before any licence is approved; and
 * "Accepts NHIS". Words in the badge, not an icon or a colour alone, so a screen reader says them too.
 */
import { LICENCE_TEXTS, type LicenceStanding } from "@gh/contracts/licences/options";
import type { Provider } from "@gh/contracts/providers";
import { useT } from "@gh/i18n";
import { Badge, type BadgeTone } from "@gh/ui";
import { standingToday } from "../lib/licence-standing";

const STANDING_BADGES: Record<LicenceStanding, { text: string; tone: BadgeTone }> = {
  verified: { text: LICENCE_TEXTS.verified, tone: "success" },
  renewal_pending: { text: LICENCE_TEXTS.renewalPending, tone: "warning" },
  pending_verification: { text: LICENCE_TEXTS.pendingVerification, tone: "warning" },
};

export function LicenceBadges({ provider }: { provider: Pick<Provider, "licenceVerifiedFor" | "acceptsNhis"> }) {
  const t = useT();
  const standing = STANDING_BADGES[standingToday(provider)];
  return (
    <>
      <Badge tone={standing.tone}>{t(standing.text)}</Badge>
      {provider.acceptsNhis && <Badge tone="info">{t(LICENCE_TEXTS.acceptsNhis)}</Badge>}
    </>
  );
}
