/**
 * Runtime federation: reads /remotes.json, registers each remote's entry and loads exposed
 * modules on demand through @gh/federation. A remote's code is fetched only when one of its routes
 * is visited or one of its components is used; loads are memoised so a preload and the render share
 * one download.
 */
import type { FirstScreenQueries, RemotesManifest } from "@gh/contracts/federation";
import { createRemoteLoader } from "@gh/federation";
import { getInstance, registerRemotes } from "@module-federation/enhanced/runtime";

/** The shell's own federation instance, where every remote from /remotes.json is registered. */
export const remotes = createRemoteLoader(getInstance);

let manifest: Promise<RemotesManifest | null> | undefined;

/**
 * The route table, fetched once (for a cold page's early start, shell/src/app/route-code.ts, and for
 * the app's start alike); null when it cannot be had (the shell then shows the fallback).
 */
export function loadRemotesManifest(): Promise<RemotesManifest | null> {
  manifest ??= fetchRemotesManifest();
  return manifest;
}

async function fetchRemotesManifest(): Promise<RemotesManifest | null> {
  try {
    const response = await fetch("/remotes.json", { credentials: "same-origin" });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const manifest = (await response.json()) as RemotesManifest;
    registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
    return manifest;
  } catch (error) {
    console.error("Could not load the remotes manifest", error);
    return null;
  }
}

/** The API reads the downloaded page `id` makes on its first screen at `location` (none if it does not say). */
export function firstScreenQueriesOf(id: string, location: { pathname: string; search: string }): string[] {
  const firstScreenQueries = remotes.loaded(id)?.firstScreenQueries as FirstScreenQueries | undefined;
  return firstScreenQueries?.(location) ?? [];
}
