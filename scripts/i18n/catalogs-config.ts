/**
 * Where the product's messages live (docs/architecture.md, Languages). A catalog is the PO files of one
 * part of the code, one per language, English being the source; a bundle is what one build ships: the
 * catalogs it needs, compiled and merged into one JSON file per language.
 */
import path from "node:path";
import { LANGUAGES, PSEUDO_LANGUAGE } from "../../packages/contracts/src/languages.ts";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const SOURCE_LANGUAGE = "en-GH";
/** The languages a translator writes (English is the code's own text). */
export const TRANSLATED_LANGUAGES = LANGUAGES.map((language) => language.tag).filter((tag) => tag !== SOURCE_LANGUAGE);
/** Every compiled language: the five, and the pseudo-language the narrow-screens test reads. */
export const COMPILED_LANGUAGES = [...LANGUAGES.map((language) => language.tag), PSEUDO_LANGUAGE];

export interface CatalogConfig {
  name: string;
  /** Directories whose .ts/.tsx files (tests left out) hold this catalog's messages. */
  sources: string[];
  /** Where its PO files are kept: <dir>/<language>.po. */
  dir: string;
}

/**
 * "common" holds the shared packages' texts (contracts' validation and option names, the design
 * system): a message found there is not repeated in an area's catalog.
 */
export const CATALOGS: CatalogConfig[] = [
  { name: "common", sources: ["packages/contracts/src", "packages/ui/src", "packages/forms/src", "packages/api-client/src", "packages/federation/src", "packages/i18n/src"], dir: "packages/contracts/locales" },
  { name: "shell", sources: ["shell/src"], dir: "shell/locales" },
  { name: "directory", sources: ["mfe-directory/src"], dir: "mfe-directory/locales" },
  { name: "booking", sources: ["mfe-booking/src"], dir: "mfe-booking/locales" },
  { name: "provider", sources: ["mfe-provider/src"], dir: "mfe-provider/locales" },
  { name: "admin", sources: ["mfe-admin/src"], dir: "mfe-admin/locales" },
  { name: "api", sources: ["edge-api/src"], dir: "edge-api/locales" },
];

export interface BundleConfig {
  name: string;
  catalogs: string[];
  /** Compiled output (not committed): <out>/<language>.json. */
  out: string;
}

/** The shell carries the shared texts for every area; the Worker its own and the shared ones. */
export const BUNDLES: BundleConfig[] = [
  { name: "shell", catalogs: ["common", "shell"], out: "shell/src/locales/compiled" },
  { name: "directory", catalogs: ["directory"], out: "mfe-directory/src/locales/compiled" },
  { name: "booking", catalogs: ["booking"], out: "mfe-booking/src/locales/compiled" },
  { name: "provider", catalogs: ["provider"], out: "mfe-provider/src/locales/compiled" },
  { name: "admin", catalogs: ["admin"], out: "mfe-admin/src/locales/compiled" },
  { name: "api", catalogs: ["common", "api"], out: "edge-api/src/locales/compiled" },
];

export const catalogPath = (catalog: CatalogConfig, language: string) => path.join(ROOT, catalog.dir, `${language}.po`);
