/**
 * A shell page whose code downloads on first visit (React.lazy), behind the same spinner and
 * "temporarily unavailable" boundary as a remote: keeps account screens off the landing page's
 * first download. A chunk that failed to load is retried by reloading the page.
 */
import { ErrorBoundary } from "@gh/ui/core";
import { Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { RemoteUnavailable } from "../federation/remote-boundary";
import { PageSpinner } from "../federation/remote-module";

export function LazyPage({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    // eslint-disable-next-line gh/no-untranslated-text -- the boundary's name in the console's error log, never shown
    <ErrorBoundary label="shell" fallback={<RemoteUnavailable onRetry={() => window.location.reload()} />}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
