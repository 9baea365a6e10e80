/**
 * Stands in for @module-federation/error-codes' message texts in every build (rspack/trims.ts;
 * plain JavaScript, as the module it replaces is not compiled): ~0.5 KiB gzip in the shell's entry
 * and again in each remote's entry, on every page. A federation error still names its code (e.g.
 * "#RUNTIME-004") and the page of the federation docs that explains it, and the shell's own
 * remote-fallback-plugin.ts logs which remote module failed.
 */
function textsFor(kind) {
  return new Proxy({}, { get: (_texts, code) => (typeof code === "string" ? `Module Federation ${kind} error` : undefined) });
}

export const runtimeDescMap = textsFor("runtime");
export const typeDescMap = textsFor("type");
export const buildDescMap = textsFor("build");
export const errorDescMap = textsFor("");
