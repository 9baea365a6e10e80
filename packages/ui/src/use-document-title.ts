import { useEffect } from "react";

const SITE = "GhanaHealth";

/** Names the browser tab (and what a screen reader announces on arrival) after the page; restores it on leaving. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${SITE}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
