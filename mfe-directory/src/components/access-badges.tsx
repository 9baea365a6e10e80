/**
 * How a provider can be seen, as words (docs/product-rules.md#search, docs/product-rules.md#remote-visits):
 * what the 24/7 and walk-in shortcuts promise, and the audio and video visits the remote filter finds.
 */
import { formatCedis } from "@gh/contracts/money";
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

/**
 * "Audio visits", "Video visits" for each kind the provider offers (a fee of null: not offered);
 * with `fees` (the profile), each with what it costs: "Video visits · ₵150.00". Text, not an icon,
 * so a screen reader says it too.
 */
export function RemoteVisitBadges({ remoteVisits, fees = false }: { remoteVisits: Provider["remoteVisits"]; fees?: boolean }) {
  const t = useT();
  const { audio, video } = remoteVisits;
  let audioText = t("Audio visits");
  let videoText = t("Video visits");
  if (fees) {
    // translators: {fee} is what an audio visit costs, e.g. ₵150.00
    if (audio !== null) audioText = t("Audio visits · {fee}", { fee: formatCedis(audio) });
    // translators: {fee} is what a video visit costs, e.g. ₵150.00
    if (video !== null) videoText = t("Video visits · {fee}", { fee: formatCedis(video) });
  }
  return (
    <>
      {audio !== null && <Badge tone="neutral">{audioText}</Badge>}
      {video !== null && <Badge tone="neutral">{videoText}</Badge>}
    </>
  );
}
