/**
 * Data saver (README.md#data-saver): the visitor's choice, kept in the DATA_SAVER_COOKIE cookie so the API can
 * send smaller result pages too, or the browser's own "save data" setting. While it is on, provider
 * photos are not downloaded (initials instead). A change is announced with a window event, which the
 * directory's photos listen for (they cannot import the shell's code).
 */
import { DATA_SAVER_COOKIE } from "@gh/contracts/search/options";

export const DATA_SAVER_CHANGE_EVENT = `${DATA_SAVER_COOKIE}:change`;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function dataSaverChosen(): boolean {
  return document.cookie.split("; ").includes(`${DATA_SAVER_COOKIE}=1`);
}

/** The browser asks for less data (Chromium's Lite mode, an OS data-saver setting). */
export function browserSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function chooseDataSaver(on: boolean): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = on
    ? `${DATA_SAVER_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`
    : `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(DATA_SAVER_CHANGE_EVENT));
}

export function subscribeToDataSaver(onChange: () => void): () => void {
  window.addEventListener(DATA_SAVER_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(DATA_SAVER_CHANGE_EVENT, onChange);
}
