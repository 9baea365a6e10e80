/** A `wrangler dev` of the current build on its own port and persisted state, for benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";

export const BENCH_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

export interface LocalServer {
  baseUrl: string;
  stop(): void;
}

export async function startLocalServer(port: number, persistTo: string): Promise<LocalServer> {
  const child: ChildProcess = spawn(
    "npx",
    ["wrangler", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo, "--var", "ENVIRONMENT:development", "--show-interactive-dev-session=false"],
    { env: BENCH_ENV, stdio: "ignore", detached: true },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error("wrangler dev did not answer within 60 s");
}
