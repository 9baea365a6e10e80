// Merges every built remote's dist/mfe/<name>/remote.json into dist/remotes.json, the route table the
// shell reads at start-up. Run after any front-end build, so one remote ships without the others.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dist = path.join(import.meta.dirname, "..", "dist");
const mfeDir = path.join(dist, "mfe");
const remotes = existsSync(mfeDir)
  ? readdirSync(mfeDir)
      .sort()
      .map((folder) => path.join(mfeDir, folder, "remote.json"))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, "utf8")))
  : [];

mkdirSync(dist, { recursive: true });
writeFileSync(path.join(dist, "remotes.json"), JSON.stringify({ remotes }, null, 2) + "\n");
console.log(`remotes.json: ${remotes.map((r) => r.name).join(", ") || "no remotes built yet"}`);
