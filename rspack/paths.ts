import path from "node:path";

/** The repository's root, where node_modules and dist/ live. */
export const ROOT = path.join(import.meta.dirname, "..");
export const DIST = path.join(ROOT, "dist");

/** A folder of an installed @module-federation package, e.g. its dist/. */
export const federationPackage = (name: string, ...rest: string[]) => path.join(ROOT, "node_modules", "@module-federation", name, ...rest);
