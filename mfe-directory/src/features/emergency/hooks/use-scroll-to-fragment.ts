/**
 * Opens the page at the section its address names (Quick Access links to /emergency#emergency-centres).
 * The shell scrolls to a fragment when it navigates, but a lazily loaded page is not there yet then,
 * and the shell falls back to the top.
 */
import { useLocation } from "@gh/router";
import { useEffect } from "react";

export function useScrollToFragment() {
  const { hash } = useLocation();
  useEffect(() => {
    // Still at the top: nobody has scrolled yet. A full page load of the built-in HTML has already
    // been taken to the fragment by the browser, and a visitor who scrolled on meanwhile stays put.
    if (hash.length < 2 || window.scrollY > 0) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [hash]);
}
