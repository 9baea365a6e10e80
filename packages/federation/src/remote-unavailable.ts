/**
 * Set by the shell's remote-fallback runtime plugin on the module it gives for a remote that failed
 * to load. A module of its own: the plugin is in the shell's entry, which must not carry the loader.
 */
export const REMOTE_UNAVAILABLE = "__remoteUnavailable";
