import { useSyncExternalStore } from "react";
import { onTextsChanged, t, textsVersion } from "./translate";

/**
 * `t` for a component: the component draws again when the language changes or a catalog arrives, so a
 * switch of language changes every text on the page without a reload.
 */
export function useT(): typeof t {
  useSyncExternalStore(onTextsChanged, textsVersion, textsVersion);
  return t;
}
