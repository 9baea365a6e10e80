import { PageHeader } from "@gh/ui";

export default function ProviderSettingsPage() {
  return <PageHeader title="Settings" description="Change your password or sign out on every device." />;
}
