/**
 * A component name of the API's document is given by one `.openapi("Name")` call in the Worker's
 * source (edge-api/src/http/openapi-components.ts holds the shared ones): registered twice with two
 * different schemas, the generator keeps the first one it meets and the other route's answer is
 * documented wrongly, with no error anywhere.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each `.openapi("Name"` in code (not in comments), with where it is. */
function registrations(): [name: string, where: string][] {
  return ["edge-api/src", "packages/contracts/src"].flatMap((dir) =>
    sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (/^\s*(\*|\/\/)/.test(line) ? [] : [...line.matchAll(/\.openapi\(\s*"([A-Za-z][\w.]*)"/g)].map(([, name]) => [name!, `${path.relative(ROOT, file)}:${index + 1}`] as [string, string]))),
    ),
  );
}

it("names each component of the API's document once", () => {
  const found = registrations();
  expect(found.length).toBeGreaterThan(20);
  const places = new Map<string, string[]>();
  for (const [name, where] of found) places.set(name, [...(places.get(name) ?? []), where]);
  expect([...places].filter(([, where]) => where.length > 1)).toEqual([]);
});
