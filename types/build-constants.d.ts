/** The bundler runtime version the build used (rspack/shell-bundler-runtime.ts), written in by rspack's DefinePlugin. */
declare const GH_BUNDLER_RUNTIME_VERSION: string;

/**
 * rspack's federation start-up as a function of its inputs, built from rspack's own template
 * (rspack/shell-bundler-runtime.ts): the shell publishes it, a remote borrows it.
 */
declare module "gh-federation-set-up" {
  export function setUpFederation(webpackRequire: unknown, ...inputs: unknown[]): void;
}
