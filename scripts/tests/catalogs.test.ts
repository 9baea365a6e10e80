/**
 * The catalogs (docs/architecture.md, Languages): they hold every message the code has, every other
 * language translates each of them, a translation keeps its English message's placeholders and tags,
 * and one English message has one translation per language across the catalogs (the glossaries' rule
 * that every screen uses the same word).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractedPoFiles } from "../i18n/catalogs.ts";
import { BUNDLES, CATALOGS, SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, catalogPath } from "../i18n/catalogs-config.ts";
import { setupI18n } from "@lingui/core";
import { drawMessage } from "../../packages/i18n/src/draw-message.ts";
import { englishForm } from "../../packages/i18n/src/english.ts";
import { compile, compileBundle, type CompiledMessage } from "../i18n/compile.ts";
import { messagesInFile } from "../i18n/extract.ts";
import { readPo } from "../i18n/po-files.ts";
import { pseudoLocalize } from "../i18n/pseudo.ts";

/** The argument names (with their type) and numbered tags of a message: what a translation must keep. */
function skeleton(message: CompiledMessage): string[] {
  const found = new Set<string>();
  const walk = (parts: readonly unknown[]) => {
    for (const part of parts) {
      if (typeof part === "string") for (const tag of part.matchAll(/<\/?(\d+)\/?>/g)) found.add(tag[0]);
      else if (Array.isArray(part)) {
        found.add(part.length > 1 ? `{${part[0]}, ${part[1]}}` : `{${part[0]}}`);
        if (part[2] && typeof part[2] === "object") for (const branch of Object.values(part[2] as Record<string, unknown>)) if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(typeof message === "string" ? [message] : message);
  return [...found].sort();
}

describe("the catalogs", () => {
  it("hold exactly the code's messages (npm run i18n:extract writes them)", () => {
    const stale = [...extractedPoFiles()].filter(([file, text]) => readFileSync(file, "utf8") !== text).map(([file]) => file);
    expect(stale).toEqual([]);
  });

  for (const catalog of CATALOGS) {
    for (const language of TRANSLATED_LANGUAGES) {
      it(`${catalog.name}: ${language} translates every message, keeping its placeholders and tags`, () => {
        const english = readPo(catalog, SOURCE_LANGUAGE);
        const translations = readPo(catalog, language);
        const missing = [...english.keys()].filter((message) => !translations.get(message)?.text);
        expect(missing, `untranslated in ${catalogPath(catalog, language)}`).toEqual([]);
        const broken = [...english.keys()].filter((message) => {
          const text = translations.get(message)!.text;
          try {
            return skeleton(compile(text)).join() !== skeleton(compile(message)).join();
          } catch {
            return true;
          }
        });
        expect(broken, `placeholders, tags or ICU syntax differ from English in ${catalogPath(catalog, language)}`).toEqual([]);
      });
    }
  }

  it("give one English message the same translation in every catalog of a language", () => {
    const conflicts: string[] = [];
    for (const language of TRANSLATED_LANGUAGES) {
      const seen = new Map<string, { text: string; catalog: string }>();
      for (const catalog of CATALOGS) {
        for (const [message, { text }] of readPo(catalog, language)) {
          const earlier = seen.get(message);
          if (earlier && text && earlier.text && earlier.text !== text) conflicts.push(`${language} "${message}": ${earlier.catalog} "${earlier.text}" / ${catalog.name} "${text}"`);
          else if (!earlier) seen.set(message, { text, catalog: catalog.name });
        }
      }
    }
    expect(conflicts).toEqual([]);
  });
});

describe("drawing messages in the browser", () => {
  it("draws every message of every catalog in every language as Lingui's runtime does", () => {
    const differ: string[] = [];
    for (const bundle of BUNDLES) {
      for (const language of [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES]) {
        const shipped = compileBundle(bundle, language);
        for (const name of bundle.catalogs) {
          for (const message of readPo(CATALOGS.find((catalog) => catalog.name === name)!, SOURCE_LANGUAGE).keys()) {
            // English is read from the message itself; another language drawn from what the build ships.
            const form = (language === SOURCE_LANGUAGE ? englishForm(message) : shipped[message]) as Parameters<typeof drawMessage>[0];
            const compiled = language === SOURCE_LANGUAGE ? compile(message) : shipped[message]!;
            const lingui = setupI18n({ locale: language, messages: { [language]: { [message]: compiled as never } } });
            // Every argument named, each count drawn at several plural forms.
            for (const count of [0, 1, 2, 5, 21]) {
              const values = Object.fromEntries(skeleton(compile(message)).map((part) => [part.replace(/^\{(\w+).*$/, "$1"), count]));
              const drawn = drawMessage(form, values, language);
              if (drawn !== lingui._(message, values)) differ.push(`${language} ${message} (${count}): ${drawn}`);
            }
          }
        }
      }
    }
    expect(differ).toEqual([]);
  });
});

describe("extraction", () => {
  it("finds t(), msg() and <Trans message>, with a translators' note, and passes over a t() of a variable", () => {
    const code = [
      'const label = msg("Highest rated");',
      "// translators: a button that books the slot",
      'const a = t("Book {name}", { name });',
      "const b = t(label);",
      'const c = <Trans message="Read <0>this</0>" components={{ 0: <b /> }} />;',
    ].join("\n");
    expect(messagesInFile("x.tsx", code)).toEqual([
      { message: "Highest rated", line: 1, comment: null },
      { message: "Book {name}", line: 3, comment: "a button that books the slot" },
      { message: "Read <0>this</0>", line: 5, comment: null },
    ]);
  });
});

describe("compiling", () => {
  it("refuses a message that formats a date, number or time itself", () => {
    expect(() => compile("Booked for {day, date, long}")).toThrow(/format it in the code/);
    expect(compile("{count, plural, one {# provider} other {# providers}}")).toEqual([["count", "plural", { one: ["#", " provider"], other: ["#", " providers"] }]]);
  });

  it("makes the pseudo-language accented and about 40% longer, placeholders and tags kept", () => {
    const pseudo = pseudoLocalize(compile("Read our <0>privacy policy</0>, {name}."));
    expect(skeleton(pseudo)).toEqual(skeleton(compile("Read our <0>privacy policy</0>, {name}.")));
    const text = (pseudo as unknown[]).filter((part) => typeof part === "string").join("");
    expect(text).toMatch(/^Ŕéàđ óúŕ <0>ƥŕíṽàçý ƥóĺíçý<\/0>, /);
    expect(text.replace(/<\/?\d+>|[^\p{L}]/gu, "").length).toBeGreaterThanOrEqual(Math.round("Readourprivacypolicy".length * 1.4));
  });
});
