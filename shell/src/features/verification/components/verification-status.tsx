import { Badge, Check } from "@gh/ui";

/** "Verified" or "Not verified", in words and colour. */
export function VerificationStatus({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">
      <Check size={14} /> Verified
    </Badge>
  ) : (
    <Badge tone="warning">Not verified</Badge>
  );
}
