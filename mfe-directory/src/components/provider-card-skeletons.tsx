import { Skeleton } from "@gh/ui";

/** Placeholder cards while providers load, as list items of a card grid. */
export function ProviderCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i}>
      <Skeleton height={220} />
    </li>
  ));
}
