/**
 * Everything the landing shows below its first screen, loaded when the visitor needs it (docs/product-rules.md#performance-budgets:
 * what the first screen does not need must not load before the visitor needs it). On a phone the
 * hero and search form fill the screen. The sections' code and their data are fetched together once
 * the visitor scrolls within half a screen of them or presses a key (a keyboard or screen reader user
 * moving through the page must meet them in order), and drawn once both have arrived: no skeleton in
 * between. Of the data, only the featured providers are new: the specialty counts are the search
 * form's list, already loaded or loading (the query is shared, not asked twice). A wide screen shows
 * the sections at once.
 */
import { FEATURED_HOME_CARDS, featuredProvidersPath } from "@gh/contracts/constants";
import { SPECIALTIES_PATH } from "@gh/contracts/specialties";
import { useQueryClient, type QueryClient } from "@gh/query";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from "react";

/** How far ahead of the screen's bottom edge the sections start loading. */
const LOAD_AHEAD = "0px 0px 50% 0px";

function loadSections(queryClient: QueryClient): Promise<{ default: ComponentType }> {
  const data = [featuredProvidersPath(FEATURED_HOME_CARDS), SPECIALTIES_PATH].map((key) => queryClient.prefetchQuery({ queryKey: [key] }));
  // Offline with the sections never saved on the phone: the first screen stays as it is, whole.
  const sections = import("./landing-sections").catch(() => ({ default: () => null }));
  return Promise.all([sections, ...data]).then(([loaded]) => loaded);
}

/** True once the element comes near the screen or the visitor presses a key. */
function useNeeded(placeholder: RefObject<HTMLElement | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (needed || !element) return;
    const need = () => setNeeded(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && need(), { rootMargin: LOAD_AHEAD });
    observer.observe(element);
    addEventListener("keydown", need, { once: true, capture: true });
    return () => {
      observer.disconnect();
      removeEventListener("keydown", need, { capture: true });
    };
  }, [needed, placeholder]);
  return needed;
}

export function BelowTheFold() {
  const queryClient = useQueryClient();
  const Sections = useMemo(() => lazy(() => loadSections(queryClient)), [queryClient]);
  const placeholder = useRef<HTMLDivElement>(null);
  const needed = useNeeded(placeholder);
  // Holds the sections' place (and keeps the footer below the screen) until they are drawn.
  const space = <div ref={placeholder} className="landing-below-space" />;
  if (!needed) return space;
  return (
    <Suspense fallback={space}>
      <Sections />
    </Suspense>
  );
}
