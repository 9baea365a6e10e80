import { useT } from "@gh/i18n";
import { Badge, Check } from "@gh/ui";

/** "Verified" or "Not verified", in words and colour. */
export function VerificationStatus({ verified }: { verified: boolean }) {
  const t = useT();
  return verified ? (
    <Badge tone="success">
      <Check size={14} /> {t("Verified")}
    </Badge>
  ) : (
    <Badge tone="warning">{t("Not verified")}</Badge>
  );
}
