/**
 * Finds the product's messages in the code: the English text of every `t("…")`, `msg("…")` and
 * `<Trans message="…">`, with where it occurs. A call with a non-literal argument translates a text
 * marked elsewhere and is not a message itself.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { ROOT, type CatalogConfig } from "./catalogs-config.ts";

export interface FoundMessage {
  message: string;
  /** "path/from/root.tsx:line", in order of appearance. */
  origins: string[];
  /** What a translator should know, from a `// translators:` comment on the line above. */
  comments: string[];
}

const MESSAGE_FUNCTIONS = new Set(["t", "msg"]);
const SKIPPED = /\.(test|dom\.test|fuzz\.test)\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "compiled") continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry) && !SKIPPED.test(entry)) found.push(full);
  }
  return found;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

function calleeName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return null;
}

/** The messages of one file, in order. */
export function messagesInFile(file: string, text = readFileSync(file, "utf8")): { message: string; line: number; comment: string | null }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = text.split("\n");
  const found: { message: string; line: number; comment: string | null }[] = [];
  const add = (node: ts.Node, message: string | null) => {
    if (message === null || message.trim() === "") return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line;
    const above = lines[line - 1]?.match(/\/\/\s*translators:\s*(.+)$/);
    found.push({ message, line: line + 1, comment: above?.[1]?.trim() ?? null });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && MESSAGE_FUNCTIONS.has(calleeName(node.expression) ?? "")) add(node, literalText(node.arguments[0]));
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(source) === "Trans") {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(source) === "message") add(attribute, literalText(attribute.initializer));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every message of a catalog's sources, in file order, each once. */
export function extractCatalog(catalog: CatalogConfig): Map<string, FoundMessage> {
  const messages = new Map<string, FoundMessage>();
  for (const dir of catalog.sources) {
    for (const file of sourceFiles(path.join(ROOT, dir)).sort()) {
      const relative = path.relative(ROOT, file).split(path.sep).join("/");
      for (const { message, line, comment } of messagesInFile(file)) {
        const entry = messages.get(message) ?? { message, origins: [], comments: [] };
        entry.origins.push(`${relative}:${line}`);
        if (comment && !entry.comments.includes(comment)) entry.comments.push(comment);
        messages.set(message, entry);
      }
    }
  }
  return messages;
}
