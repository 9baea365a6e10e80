import { PageHeader } from "@gh/ui";

export default function ProviderVerifyPage() {
  return <PageHeader title="Verify your email" description="Enter the 6-digit code we sent to finish creating your provider account." />;
}
