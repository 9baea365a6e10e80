import { PageHeader } from "@gh/ui";

export default function RevenuePage() {
  return <PageHeader title="Revenue Dashboard" description="Bookings, platform commission and provider payouts." />;
}
