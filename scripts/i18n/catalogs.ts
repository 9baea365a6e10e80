/**
 * npm run i18n:extract   writes every catalog's PO files from the code (translations kept)
 * npm run i18n:check     fails when a PO file is not what extraction would write
 * npm run i18n:compile   compiles the catalogs into each build's JSON (run by every build and test)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CATALOGS, ROOT, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, catalogPath } from "./catalogs-config.ts";
import { compileAll } from "./compile.ts";
import { extractCatalog } from "./extract.ts";
import { readPo, writePo, type Translation } from "./po-files.ts";

/**
 * Every catalog's PO texts as extraction writes them: path -> text. A message used by more than one
 * area (or by a shared package) is the common catalog's alone, so it has one translation per language
 * everywhere; and a translation follows its message when the message moves between catalogs.
 */
export function extractedPoFiles(): Map<string, string> {
  const found = new Map(CATALOGS.map((catalog) => [catalog.name, extractCatalog(catalog)]));
  const common = found.get("common")!;
  const areasOf = new Map<string, string[]>();
  for (const [name, messages] of found) if (name !== "common") for (const message of messages.keys()) areasOf.set(message, [...(areasOf.get(message) ?? []), name]);
  for (const [message, names] of areasOf) {
    if (names.length < 2 && !common.has(message)) continue;
    const shared = common.get(message) ?? { message, origins: [], comments: [] };
    for (const name of names) {
      const entry = found.get(name)!.get(message)!;
      shared.origins.push(...entry.origins);
      for (const comment of entry.comments) if (!shared.comments.includes(comment)) shared.comments.push(comment);
      found.get(name)!.delete(message);
    }
    common.set(message, shared);
  }
  const files = new Map<string, string>();
  for (const language of [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES]) {
    const existing = new Map(CATALOGS.map((catalog) => [catalog.name, readPo(catalog, language)]));
    // Where a catalog has no translation of a message, one from another catalog (a moved message) serves.
    const anywhere = new Map<string, Translation>();
    for (const translations of existing.values()) for (const [message, translation] of translations) if (translation.text && !anywhere.has(message)) anywhere.set(message, translation);
    for (const catalog of CATALOGS) {
      const own = existing.get(catalog.name)!;
      const translations = new Map([...anywhere, ...[...own].filter(([, translation]) => translation.text)]);
      files.set(catalogPath(catalog, language), writePo(catalog, language, found.get(catalog.name)!.values(), translations));
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
