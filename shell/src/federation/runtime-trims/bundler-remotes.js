/**
 * Stands in for @module-federation/webpack-bundler-runtime's remotes.js in the shell's build
 * (rspack/trims.ts, shell builds only; plain JavaScript, as the module it replaces is not compiled).
 * It loads remotes declared in the build configuration (`import("mfe_x/Page")`); the shell declares
 * none (`remotes: {}`) and loads every remote at run time through loadRemote() (federation/remotes.ts),
 * so rspack never installs it as a chunk handler: ~1 KiB gzip of landing JavaScript that never ran.
 */
export function remotes() {
  throw new Error("Remotes declared at build time are not built into this shell: remotes load through loadRemote()");
}
