/**
 * Ships one micro-frontend alone: rebuilding mfe-admin rewrites only dist/mfe/admin and the route
 * table, which the shell reads at start-up, so the shell needs no rebuild. Runs after `npm run build`.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const dist = path.join(root, "dist");

/** Content hash of every file under dist/, by path relative to it. */
function snapshot(dir = dist): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dist, full), createHash("sha256").update(readFileSync(full)).digest("hex"));
  }
  return files;
}

describe("building one remote alone", () => {
  it("touches only its own folder and republishes the route table", () => {
    expect(statSync(path.join(dist, "index.html")).isFile()).toBe(true);
    const before = snapshot();
    execFileSync("npm", ["run", "build", "-w", "mfe-admin"], { cwd: root, stdio: "pipe" });
    const after = snapshot();

    const outside = (file: string) => !file.startsWith(`mfe${path.sep}admin${path.sep}`) && file !== "remotes.json";
    const changedOutside = [...new Set([...before.keys(), ...after.keys()])].filter((f) => outside(f) && before.get(f) !== after.get(f));
    expect(changedOutside).toEqual([]);

    const manifest = JSON.parse(readFileSync(path.join(dist, "remotes.json"), "utf8")) as { remotes: { name: string; entry: string }[] };
    expect(manifest.remotes.map((r) => r.name).sort()).toEqual(["mfe_admin", "mfe_booking", "mfe_directory", "mfe_provider"]);
    const admin = manifest.remotes.find((r) => r.name === "mfe_admin")!;
    const entryHash = createHash("sha256").update(readFileSync(path.join(dist, "mfe/admin/remoteEntry.js"))).digest("hex");
    // The entry URL's version follows the content, so browsers pick up the new build.
    expect(admin.entry).toBe(`/mfe/admin/remoteEntry.js?v=${entryHash.slice(0, 10)}`);
  }, 60_000);
});
