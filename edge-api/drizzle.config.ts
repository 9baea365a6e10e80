import { defineConfig } from "drizzle-kit";

// Migrations are generated into the folder wrangler applies (wrangler.toml migrations_dir).
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
