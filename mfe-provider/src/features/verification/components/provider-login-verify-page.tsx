import { PageHeader } from "@gh/ui";

export default function ProviderLoginVerifyPage() {
  return <PageHeader title="Security verification" description="Enter the 6-digit code we sent to your email to finish signing in." />;
}
