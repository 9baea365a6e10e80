/**
 * English needs no catalog: the code's texts are English messages, read here into the same compiled
 * form Lingui's compiler makes of the other languages' (for the ICU subset our catalogs use). The
 * build refuses an English message read here otherwise than by Lingui's compiler
 * (docs/decisions/0012-languages.md).
 */

import type { CompiledPart, CompiledMessage } from "./draw-message";

/**
 * Reads an English message (ICU MessageFormat) into Lingui's compiled form, for the subset our
 * catalogs use: text, `{name}`, and plural, selectordinal and select arguments (`offset:`, `=N` keys,
 * `#`). Null for anything else (ICU's apostrophe quoting): the build then ships that message's compiled
 * form, as it does for every message this reads differently from Lingui's compiler (checked there).
 */
export function parseEnglish(message: string): CompiledPart[] | null {
  if (/'[{}#']/.test(message)) return null;
  let at = 0;
  const parts = (counting: boolean): CompiledPart[] | null => {
    const out: CompiledPart[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (at < message.length && message[at] !== "}") {
      const character = message[at]!;
      if (character === "{") {
        flush();
        at += 1;
        const part = argument();
        if (!part) return null;
        out.push(part);
      } else if (character === "#" && counting) {
        flush();
        out.push("#");
        at += 1;
      } else {
        text += character;
        at += 1;
      }
    }
    flush();
    return out;
  };
  const argument = (): CompiledPart | null => {
    const head = /^\s*(\w+)\s*(?:,\s*(plural|selectordinal|select)\s*,)?\s*/.exec(message.slice(at));
    if (!head) return null;
    at += head[0].length;
    const [, name, type] = head as unknown as [string, string, string | undefined];
    if (!type) return message[at++] === "}" ? [name] : null;
    const cases: Record<string, unknown> = {};
    for (;;) {
      const next = /^\s*(?:offset:(\d+)|(=?\w+)\s*\{|\})/.exec(message.slice(at));
      if (!next) return null;
      at += next[0].length;
      if (next[0].trim() === "}") return [name, type, cases];
      if (next[1] !== undefined) {
        cases.offset = Number(next[1]);
        continue;
      }
      const branch = parts(type !== "select");
      if (!branch || message[at++] !== "}") return null;
      cases[next[2]!.replace(/^=/, "")] = branch;
    }
  };
  const read = parts(false);
  return read && at === message.length ? read : null;
}

const read = new Map<string, CompiledMessage>();

/** An English message's parts, read once (the message itself where it has no argument). */
export function englishForm(message: string): CompiledMessage | null {
  if (!message.includes("{")) return message;
  let form = read.get(message);
  if (form === undefined) {
    const parsed = parseEnglish(message);
    if (!parsed) return null;
    read.set(message, (form = parsed));
  }
  return form;
}
