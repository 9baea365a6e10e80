import { PageHeader } from "@gh/ui";

export default function ProviderEditByIdPage() {
  return <PageHeader title="Edit Provider Profile" description="Update the provider's picture, basic information, location and professional details." />;
}
