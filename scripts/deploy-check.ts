/**
 * `npm run deploy:check` (and the first step of `npm run deploy`): refuses a deployment whose
 * ENVIRONMENT is not "production" before wrangler is asked to build or publish it. Any other value
 * would switch on what only local runs may have: the development outbox (`GET /api/dev/outbox`,
 * every code readable by anyone) and codes in the API's answers. The value is read as wrangler
 * would deploy it: wrangler.toml's [vars] (or those of the `--env` chosen), then any `--var` given
 * on the command line. Then wrangler's dry run (or, with `--deploy`, the migrations and the real
 * deploy) runs with the same arguments.
 */
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { unstable_readConfig } from "wrangler";

export const REQUIRED_ENVIRONMENT = "production";

/** The value of an option given as `--name value`, `--name=value` or by its alias, if any. */
function optionValue(args: readonly string[], names: readonly string[]): string | undefined {
  let value: string | undefined;
  args.forEach((arg, index) => {
    for (const name of names) {
      if (arg === name) value = args[index + 1];
      else if (arg.startsWith(`${name}=`)) value = arg.slice(name.length + 1);
    }
  });
  return value;
}

/** `--var KEY:VALUE [KEY:VALUE…]` and `--var=KEY:VALUE`, as wrangler reads them (the last one wins). */
export function commandLineVars(args: readonly string[]): Record<string, string> {
  const pairs: string[] = [];
  args.forEach((arg, index) => {
    if (arg.startsWith("--var=")) pairs.push(arg.slice("--var=".length));
    else if (arg === "--var") {
      for (const next of args.slice(index + 1)) {
        if (next.startsWith("-")) break;
        pairs.push(next);
      }
    }
  });
  const vars: Record<string, string> = {};
  for (const pair of pairs) {
    const colon = pair.indexOf(":");
    if (colon > 0) vars[pair.slice(0, colon)] = pair.slice(colon + 1);
  }
  return vars;
}

/** The ENVIRONMENT a `wrangler deploy` with these arguments would publish. */
export function deployedEnvironment(args: readonly string[], environment: NodeJS.ProcessEnv = process.env): unknown {
  const config = unstable_readConfig(
    { config: optionValue(args, ["--config", "-c"]) ?? "wrangler.toml", env: optionValue(args, ["--env", "-e"]) ?? environment.CLOUDFLARE_ENV },
    { hideWarnings: true },
  );
  const vars: Record<string, unknown> = { ...config.vars, ...commandLineVars(args) };
  return vars.ENVIRONMENT;
}

/** Why these arguments must not be deployed, or null when they may. */
export function deployProblem(args: readonly string[], environment: NodeJS.ProcessEnv = process.env): string | null {
  const value = deployedEnvironment(args, environment);
  if (value === REQUIRED_ENVIRONMENT) return null;
  return `Refusing to deploy: ENVIRONMENT is ${JSON.stringify(value ?? null)}, not "${REQUIRED_ENVIRONMENT}". Only local runs (npm start, the tests) may use another value: it turns on the development outbox and dev codes.`;
}

function run(command: string, args: readonly string[]): number {
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

function main(argv: readonly string[]): number {
  const deploy = argv.includes("--deploy");
  const args = argv.filter((arg) => arg !== "--deploy");
  const problem = deployProblem(args);
  if (problem) {
    console.error(problem);
    return 1;
  }
  console.log(`ENVIRONMENT is "${REQUIRED_ENVIRONMENT}".`);
  if (!deploy) return run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", ".wrangler/dry-run", ...args]);
  const migrated = run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--remote"]);
  return migrated === 0 ? run("npx", ["wrangler", "deploy", ...args]) : migrated;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(main(process.argv.slice(2)));
