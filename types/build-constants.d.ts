/** The bundler runtime version the build used (rspack/shell-bundler-runtime.ts), written in by rspack's DefinePlugin. */
declare const GH_BUNDLER_RUNTIME_VERSION: string;
