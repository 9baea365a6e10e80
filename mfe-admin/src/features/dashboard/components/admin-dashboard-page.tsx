import { PageHeader } from "@gh/ui";

export default function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" description="Users, providers, reviews and appointments, with CSV downloads." />;
}
