/**
 * The repository carries its own design record (README.md, docs/architecture.md, docs/product-rules.md,
 * docs/decisions/*.md). A comment that cites a document a clone does not contain, or an issue number
 * nobody can look up, sends the reader nowhere; a link into docs/ must name a file and a heading that exist.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;

/** Cites a document outside the repository or an issue number/name. */
const OUTSIDE_CITATION = [
  /\b(?:DESIGN|SPEC|STACK)\.md\b/i,
  /\b(?:DESIGN|SPEC|STACK)\s*§/i,
  /\bSTACK\s+trap/i,
  /\bspec\s+["“]/i,
  /\bissues?\s*#?\d+/i,
  /\b[Ii]ssue\s+["“]/,
  /\b[Ii]ssue:\s+[a-z]+\s+[a-z]+/,
];

const SCANNED = /\.(?:ts|tsx|js|mjs|cjs|css|html|toml|json|sh|yml|md)$/;

/** This file, whose examples are citations and links on purpose. */
const SELF = "scripts/tests/doc-citations.test.ts";

function repositoryFiles(): string[] {
  const listed = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
  return listed.filter((file) => SCANNED.test(file) && file !== SELF && !file.endsWith("package-lock.json") && existsSync(join(root, file)));
}

export function outsideCitations(text: string): number[] {
  return text.split("\n").flatMap((line, index) => (OUTSIDE_CITATION.some((pattern) => pattern.test(line)) ? [index + 1] : []));
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/<[^>]+>/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/**
 * Targets a line points at: a markdown link to a local .md file (relative to the file), a
 * repository path with a heading such as `docs/product-rules.md#slots` or `README.md#security`, or a
 * decision record such as `docs/decisions/0005-money-ledger.md` (another project's "docs/x.md" is not ours).
 */
export function docReferences(file: string, line: string): string[] {
  const targets: string[] = [];
  for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith("#") || !/\.md(?:#|$)/.test(target!)) continue;
    targets.push(normalize(join(dirname(file), target!)));
  }
  const mentions = /(?<![\w./-])(?:(?:docs\/[\w./-]+|README)\.md#[\w-]+|docs\/decisions\/[\w.-]+\.md)/g;
  for (const [mention] of line.matchAll(mentions)) targets.push(mention);
  return [...new Set(targets)];
}

function brokenReferences(files: readonly string[]): string[] {
  const anchorsOf = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const file of files) {
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .forEach((line, index) => {
        for (const target of docReferences(file, line)) {
          const [path, anchor] = target.split("#") as [string, string | undefined];
          if (relative(root, join(root, path)).startsWith("..") || !existsSync(join(root, path))) {
            broken.push(`${file}:${index + 1}: ${target} (no such file)`);
            continue;
          }
          if (anchor === undefined) continue;
          if (!anchorsOf.has(path)) anchorsOf.set(path, headingAnchors(readFileSync(join(root, path), "utf8")));
          if (!anchorsOf.get(path)!.has(anchor)) broken.push(`${file}:${index + 1}: ${target} (no such heading)`);
        }
      });
  }
  return broken;
}

describe("citations in the repository", () => {
  it("recognises each way a comment has cited an outside document or an issue", () => {
    const cited = [
      "// DESIGN.md §3: codes are hashed",
      " * (SPEC §7, DESIGN §5)",
      "// spec §4: one toast",
      ' * spec "Patient dashboard"',
      "// STACK.md trap 8",
      "// STACK trap 2",
      " * Issue 11: the shortcuts",
      "// see issue #14",
      " * (issue: admin area)",
      ' * issue "Provider area"',
    ].join("\n");
    expect(outsideCitations(cited)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const plain = [
      "// docs/product-rules.md#refunds: a refund never exceeds the payment",
      "const issues = result.error.issues;",
      "function fieldErrorsFromIssues(issues: readonly SchemaIssue[]) {}",
      "  issue: z.ZodIssue,",
      "// the spec of the JSON format",
    ].join("\n");
    expect(outsideCitations(plain)).toEqual([]);
  });

  it("no file cites DESIGN.md, SPEC.md, STACK.md or an issue", () => {
    const offending = repositoryFiles().flatMap((file) => outsideCitations(readFileSync(join(root, file), "utf8")).map((line) => `${file}:${line}`));
    expect(offending).toEqual([]);
  });

  it("works out GitHub's anchors, and resolves links and mentions", () => {
    expect([...headingAnchors("# Product rules\n## Fees and commission\n```\n## not a heading\n```\n## Front end: a shell and four runtime remotes\n## Fees and commission\n")]).toEqual([
      "product-rules",
      "fees-and-commission",
      "front-end-a-shell-and-four-runtime-remotes",
      "fees-and-commission-1",
    ]);
    expect(docReferences("docs/decisions/0005-money-ledger.md", "See [refunds](../product-rules.md#refunds) and [web](https://x.gh/a.md).")).toEqual(["docs/product-rules.md#refunds"]);
    expect(docReferences("scripts/bench/x.ts", " * Lighthouse's guide (docs/throttling.md in the lighthouse repository)")).toEqual([]);
    expect(docReferences("edge-api/src/money/refunds.ts", " * docs/product-rules.md#refunds and README.md#security; docs/decisions/0006-idempotency-keys.md")).toEqual([
      "docs/product-rules.md#refunds",
      "README.md#security",
      "docs/decisions/0006-idempotency-keys.md",
    ]);
  });

  it("every link into docs/ and README.md names a file and a heading that exist", () => {
    expect(brokenReferences(repositoryFiles())).toEqual([]);
  });
});
