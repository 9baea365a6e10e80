// Where the landing's start-up time goes, task by task (docs/architecture.md, performance): loads the
// landing in Chromium with the CPU slowdown calibrated from this host's benchmarkIndex
// (cpu-calibration.ts, at least 4x), records a trace with the CPU profiler, and prints every main-thread task
// over 30 ms with the trace events inside it and the functions the profiler found busiest there.
// Lighthouse (bench:lighthouse) says how much blocking there is; this says what to cut.
// Usage: npm run build && npm run bench:start-trace [-- --save trace.json]
// (--save keeps the whole trace, to open in Chromium DevTools' Performance panel)
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { waitForAppStart } from "./app-start.ts";
import { launchCalibratedChromium } from "./cpu-calibration.ts";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8796;
const STATE = ".wrangler/bench-start-trace";
const LONG_TASK_US = 30_000;
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "disabled-by-default-v8.cpu_profiler"];

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { url?: string; functionName?: string; cpuProfile?: CpuProfile; timeDeltas?: number[]; startTime?: number } };
}
interface CpuProfile {
  nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples?: number[];
}

/** The profiler's samples as [time, node] with each node's call frame, from the trace's ProfileChunks. */
function profileSamples(events: TraceEvent[]) {
  const frames = new Map<number, string>();
  const samples: [number, number][] = [];
  const clock = new Map<string, number>();
  for (const event of events.filter((e) => e.name === "Profile")) clock.set(event.id!, event.args?.data?.startTime ?? 0);
  for (const event of events.filter((e) => e.name === "ProfileChunk")) {
    const data = event.args!.data!;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame;
      frames.set(node.id, `${functionName || "(anonymous)"} ${url}:${lineNumber}:${columnNumber}`);
    }
    let time = clock.get(event.id!) ?? 0;
    (data.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      samples.push([time, node]);
    });
    clock.set(event.id!, time);
  }
  return { frames, samples };
}

const { browser, calibration } = await launchCalibratedChromium(["--no-sandbox", "--disable-gpu"]);

spawnSync("rm", ["-rf", STATE]);
if (spawnSync("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE], { env: BENCH_ENV, stdio: "ignore" }).status !== 0) {
  throw new Error("seeding the benchmark database failed");
}
const server = await startLocalServer(PORT, STATE);
try {
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: calibration.multiplier });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${server.baseUrl}/`);
  // On a touch screen the app starts at the visitor's first touch (start-schedule.ts): the trace
  // holds the load, then that touch and the start it sets off.
  await page.getByRole("heading", { level: 1 }).tap();
  await waitForAppStart(page);
  await page.waitForTimeout(1_500);
  const trace = (await browser.stopTracing()).toString();
  const saveTo = process.argv.indexOf("--save");
  if (saveTo > 0 && process.argv[saveTo + 1]) writeFileSync(process.argv[saveTo + 1]!, trace);
  const events = (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents;

  // Times are printed from the navigation (the first main-frame navigationStart; else the first task).
  const start = events.find((e) => e.name === "navigationStart")?.ts ?? Math.min(...events.filter((e) => e.name === "RunTask").map((e) => e.ts));
  const { frames, samples } = profileSamples(events);
  const short = (url: string) => url.replace(server.baseUrl, "");
  const tasks = events.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > LONG_TASK_US);
  console.log(`landing start-up, ${calibration.multiplier}x CPU slowdown: ${tasks.length} main-thread tasks over ${LONG_TASK_US / 1000} ms`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = events
      .filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < end && (e.dur ?? 0) > 5_000 && e.name !== "RunTask")
      .slice(0, 5)
      .map((e) => `${e.name}${e.args?.data?.url ? `(${short(String(e.args.data.url))})` : ""} ${Math.round(e.dur! / 1000)}`);
    console.log(`\n@${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms: ${inside.join(" | ")}`);
    const busiest = new Map<string, number>();
    for (const [time, node] of samples) {
      if (time < task.ts || time >= end) continue;
      const frame = short(frames.get(node) ?? "?");
      busiest.set(frame, (busiest.get(frame) ?? 0) + 1);
    }
    for (const [frame, count] of [...busiest].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`    ${String(count).padStart(4)} samples  ${frame}`);
  }
} finally {
  await browser.close();
  server.stop();
}
