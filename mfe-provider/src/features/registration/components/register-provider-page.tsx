import { PageHeader } from "@gh/ui";

export default function RegisterProviderPage() {
  return <PageHeader title="Join as a Healthcare Provider" description="Registration is free: reach more patients, manage appointments and build your reputation." />;
}
