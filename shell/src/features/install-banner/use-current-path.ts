import { useSyncExternalStore } from "react";

/**
 * The page's path, outside the router (the banner has its own React root). Chromium, the only
 * browser that offers `beforeinstallprompt`, reports every history change through the Navigation
 * API; popstate covers Back and Forward elsewhere.
 */
interface NavigationTarget {
  addEventListener(type: "currententrychange", listener: () => void): void;
  removeEventListener(type: "currententrychange", listener: () => void): void;
}

function subscribe(onChange: () => void): () => void {
  const navigation = (window as Window & { navigation?: NavigationTarget }).navigation;
  navigation?.addEventListener("currententrychange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    navigation?.removeEventListener("currententrychange", onChange);
    window.removeEventListener("popstate", onChange);
  };
}

export function useCurrentPath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
