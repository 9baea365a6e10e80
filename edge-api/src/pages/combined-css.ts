/**
 * One stylesheet from the prerendered stylesheets of a page's areas (the shell's chrome, a remote's
 * page). Both areas are built with the shared @gh/ui styles, so about half of a remote's stylesheet
 * repeats the shell's rules word for word. A repeated rule is dropped: the phone then matches every
 * element against half as many rules in the first frame's style pass, and each rule still applies
 * once, at its first place, as it does in the app, where the shared styles load once.
 * The stylesheets are minified at build time (scripts/prerender.mjs), so equal rules are equal text.
 */

/** The top-level statements of a stylesheet (rules, at-rules with their blocks), as written. */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '"' || char === "'") {
      index = endOfString(css, index);
    } else if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === "{") {
      depth++;
    } else if (char === "}" || (char === ";" && depth === 0)) {
      if (char === "}") depth = Math.max(0, depth - 1);
      if (depth === 0) {
        const statement = css.slice(start, index + 1).trim();
        if (statement) statements.push(statement);
        start = index + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
}

function endOfString(css: string, open: number): number {
  const quote = css[open];
  for (let index = open + 1; index < css.length; index++) {
    if (css[index] === "\\") index++;
    else if (css[index] === quote) return index;
  }
  return css.length;
}

/** The parts in order, each without the statements an earlier part already had. */
export function combineStylesheets(parts: string[]): string {
  const earlier = new Set<string>();
  return parts
    .map((part) => {
      const statements = topLevelStatements(part);
      const kept = statements.filter((statement) => !earlier.has(statement));
      for (const statement of statements) earlier.add(statement);
      return kept.join("");
    })
    .join("\n");
}
