import { PageHeader } from "@gh/ui";

export default function ProviderEditProfilePage() {
  return <PageHeader title="Edit Profile" description="Keep your contact details, fees, services and working hours up to date." />;
}
