import { PageHeader } from "@gh/ui";

export default function ProviderDashboardPage() {
  return <PageHeader title="Provider Dashboard" description="Your appointments, reviews and profile at a glance." />;
}
