// Creates an administrator (or makes an existing account one) in the local D1, or with --remote in the
// deployed one. Admins are never made by sign-up (docs/product-rules.md#roles-and-ownership).
// Usage: npm run admin:create -- --email ops@example.com.gh --password '…' [--first-name Ops] [--last-name Team] [--remote] [--persist-to DIR]
import { emailField } from "@gh/contracts/auth";
import { PASSWORD_MIN_PROVIDER } from "@gh/contracts/constants";
import { pathToFileURL } from "node:url";
import { hashPassword } from "../edge-api/src/auth/password.ts";
import { sqlLiteral } from "../edge-api/seed/sql.ts";
import { runWrangler } from "./seed.ts";

interface AdminOptions {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  remote: boolean;
  persistTo?: string;
}

export function parseAdminArguments(argv: readonly string[]): AdminOptions {
  const values = new Map<string, string>();
  let remote = false;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === "--remote") remote = true;
    else if (["--email", "--password", "--first-name", "--last-name", "--persist-to"].includes(flag)) {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${flag} needs a value`);
      values.set(flag, value);
    } else throw new Error(`unknown option ${flag}`);
  }
  const email = emailField().safeParse(values.get("--email") ?? "");
  if (!email.success) throw new Error("--email must be a valid e-mail address");
  const password = values.get("--password") ?? "";
  if (password.length < PASSWORD_MIN_PROVIDER) throw new Error(`--password must be at least ${PASSWORD_MIN_PROVIDER} characters`);
  if (remote && values.has("--persist-to")) throw new Error("--persist-to is for the local database only");
  return {
    email: email.data,
    password,
    firstName: values.get("--first-name") ?? "Site",
    lastName: values.get("--last-name") ?? "Administrator",
    remote,
    persistTo: values.get("--persist-to"),
  };
}

/** One statement: insert the admin, or promote the existing account and reset its password. */
export async function adminUpsertSql(options: AdminOptions): Promise<string> {
  const hash = await hashPassword(options.password);
  return (
    `INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified) ` +
    `VALUES (${sqlLiteral(options.email)}, ${sqlLiteral(hash)}, ${sqlLiteral(options.firstName)}, ${sqlLiteral(options.lastName)}, 'admin', 1) ` +
    `ON CONFLICT (email) DO UPDATE SET role = 'admin', password_hash = excluded.password_hash, email_verified = 1`
  );
}

async function main(): Promise<void> {
  const options = parseAdminArguments(process.argv.slice(2));
  const target = options.remote ? ["--remote"] : ["--local", ...(options.persistTo ? ["--persist-to", options.persistTo] : [])];
  if (!options.remote) runWrangler(["d1", "migrations", "apply", "DB", "--local"], options.persistTo ? ["--persist-to", options.persistTo] : []);
  runWrangler(["d1", "execute", "DB", "--yes", "--command", await adminUpsertSql(options)], target);
  console.log(`Administrator ${options.email} is ready ${options.remote ? "in the deployed database" : "locally"}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
