/**
 * npm run i18n:extract   writes every catalog's PO files from the code (translations kept)
 * npm run i18n:check     fails when a PO file is not what extraction would write
 * npm run i18n:compile   compiles the catalogs into each build's JSON (run by every build and test)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CATALOGS, ROOT, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, catalogPath } from "./catalogs-config.ts";
import { compileAll } from "./compile.ts";
import { extractCatalog, type FoundMessage } from "./extract.ts";
import { readPo, writePo } from "./po-files.ts";

/** Every catalog's PO texts as extraction writes them: path -> text. */
export function extractedPoFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const common = extractCatalog(CATALOGS.find((catalog) => catalog.name === "common")!);
  for (const catalog of CATALOGS) {
    const found = catalog.name === "common" ? common : extractCatalog(catalog);
    // A shared package's message belongs to the shared catalog only.
    const messages: FoundMessage[] = [...found.values()].filter((entry) => catalog.name === "common" || !common.has(entry.message));
    for (const language of [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES]) {
      files.set(catalogPath(catalog, language), writePo(catalog, language, messages, readPo(catalog, language)));
    }
  }
  return files;
}

function main(command: string | undefined) {
  if (command === "extract") {
    for (const [file, text] of extractedPoFiles()) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    console.log("i18n: catalogs written from the code");
  } else if (command === "check") {
    const stale = [...extractedPoFiles()].filter(([file, text]) => !existsSync(file) || readFileSync(file, "utf8") !== text).map(([file]) => path.relative(ROOT, file));
    if (stale.length > 0) {
      console.error(`i18n: these catalogs differ from the code's messages; run \`npm run i18n:extract\`, then translate what it added:\n  ${stale.join("\n  ")}`);
      process.exit(1);
    }
    console.log("i18n: catalogs match the code");
  } else if (command === "compile") {
    console.log(`i18n: compiled ${compileAll().length} catalogs`);
  } else {
    console.error("usage: tsx scripts/i18n/catalogs.ts extract|check|compile");
    process.exit(2);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main(process.argv[2]);
