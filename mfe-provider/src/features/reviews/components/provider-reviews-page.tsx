import { PageHeader } from "@gh/ui";

export default function ProviderReviewsPage() {
  return <PageHeader title="Reviews" description="What patients say about their visits." />;
}
