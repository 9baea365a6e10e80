/** `npm run deploy:check` passes the production configuration and refuses any other ENVIRONMENT. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commandLineVars, deployProblem } from "../deploy-check.ts";

const root = path.join(import.meta.dirname, "../..");
const wranglerToml = readFileSync(path.join(root, "wrangler.toml"), "utf8");

/** A copy of wrangler.toml with its [vars] ENVIRONMENT set to `value`. */
function configWith(value: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  const file = path.join(dir, "wrangler.toml");
  writeFileSync(file, wranglerToml.replace(/^ENVIRONMENT = ".*"$/m, `ENVIRONMENT = "${value}"`));
  return file;
}

describe("npm run deploy:check", () => {
  it("accepts the committed configuration: ENVIRONMENT is production", () => {
    expect(deployProblem([], {})).toBeNull();
    expect(deployProblem(["--var", "ENVIRONMENT:production"], {})).toBeNull();
  });

  it("refuses development, test or any other value, from the command line or from the configuration", () => {
    for (const args of [["--var", "ENVIRONMENT:development"], ["--var=ENVIRONMENT:test"], ["--var", "OTHER:x", "ENVIRONMENT:staging"]]) {
      expect(deployProblem(args, {}), args.join(" ")).toMatch(/Refusing to deploy: ENVIRONMENT is "(development|test|staging)"/);
    }
    expect(deployProblem(["--config", configWith("development")], {})).toMatch(/ENVIRONMENT is "development"/);
  });

  it("reads --var as wrangler does: several pairs after one flag, the last one winning", () => {
    expect(commandLineVars(["--var", "A:1", "B:x:y", "--dry-run", "--var=A:2"])).toEqual({ A: "2", B: "x:y" });
  });

  it("stops before wrangler runs, with a non-zero exit and the reason", () => {
    const result = spawnSync("npm", ["run", "deploy:check", "--", "--var", "ENVIRONMENT:development"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to deploy: ENVIRONMENT is "development"');
    expect(result.stdout).not.toContain("--dry-run: exiting now");
  }, 30_000);
});
