import { PageHeader } from "@gh/ui";

export default function AdminProvidersPage() {
  return <PageHeader title="Provider Management" description="Search, edit and remove providers." />;
}
