// Remote visits on loopback (docs/product-rules.md#remote-visits; figures in docs/architecture.md's
// Performance section): five audio visits between a provider and the demo patient in two Chromium
// contexts with the fake camera and microphone; for each, the time from the provider's Admit to both
// sides connected (goal: median ≤ 1.5 s). The last call then runs 60 s, and what each side puts on
// the wire is measured per second: the audio's RTP packets (payload and headers), and everything the
// connection sent with SRTP, RTCP and IPv4/UDP headers (goal ≤ 20 kbps per direction, about 5 MB for
// 15 minutes). Last, the JavaScript the patient downloads when they open the call screen
// from My Appointments, gzip level 6 (goal ≤ 15 KiB). Each run prints the host's benchmarkIndex, so a
// figure can be repeated on another machine. No CPU slowdown: this measures the call's own set-up,
// not a phone's speed.
// Usage: npm run build && npm run bench:consult
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { signInAs } from "../../e2e/support/booking.ts";
import { callStats, FAKE_MEDIA_PERMISSIONS, joinableVisit, remoteVisitProvider, watchPeerConnections } from "../../e2e/support/calls.ts";
import { measureBenchmarkIndexes } from "./cpu-calibration.ts";
import { BENCH_ENV, startLocalServer } from "./local-server.ts";

const PORT = 8796;
const STATE = ".wrangler/bench-consult";
const RUNS = 5;
const LONG_CALL_MS = 60_000;
const GOALS = { connectedMs: 1_500, audioKbps: 20, callChunkKiB: 15 };

spawnSync("rm", ["-rf", STATE]);
if (spawnSync("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE], { env: BENCH_ENV, stdio: "ignore" }).status !== 0) {
  throw new Error("seeding the benchmark database failed");
}
const server = await startLocalServer(PORT, STATE);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", "--allow-loopback-in-peer-connection"],
});

async function side(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, permissions: FAKE_MEDIA_PERMISSIONS, serviceWorkers: "block" });
  await watchPeerConnections(context);
  return { context, page: await context.newPage() };
}

/** Opens the call screen and enters the room (the device check's Join). */
async function enter(page: Page, appointmentId: number): Promise<void> {
  await page.goto(`/visits/${appointmentId}`);
  await page.getByRole("button", { name: "Join", exact: true }).click();
}

async function bothConnected(pages: Page[]): Promise<void> {
  for (const page of pages) await page.locator('[data-call-state="connected"]').waitFor({ timeout: 30_000 });
}

type Run = { run: number; benchmarkIndex: number; admit_to_connected_ms: number };
const runs: Run[] = [];
type Direction = { rtp_kbps: number; wire_kbps: number };
let audio: { patient: Direction; provider: Direction; seconds: number } | null = null;
let callChunk: { files: string[]; gzipBytes: number } | null = null;

try {
  for (let run = 1; run <= RUNS; run++) {
    const provider = await side();
    const patient = await side();
    const { id: providerId } = await remoteVisitProvider(provider.context.request);
    await signInAs(patient.page);
    const appointmentId = await joinableVisit(patient.context.request, provider.context.request, providerId, "audio", STATE);

    if (run === 1) {
      // What opening the call screen costs the patient: every script fetched after Join on My Appointments.
      await patient.page.goto("/my-appointments");
      const join = patient.page.getByRole("link", { name: /^Join/ }).first();
      await join.waitFor();
      await patient.page.waitForLoadState("networkidle");
      const scripts: Promise<{ url: string; gzip: number }>[] = [];
      patient.page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 6 }).length })));
      });
      await join.click();
      await patient.page.getByRole("button", { name: "Join", exact: true }).waitFor();
      await patient.page.waitForLoadState("networkidle");
      const fetched = await Promise.all(scripts);
      callChunk = { files: fetched.map((script) => `${script.url} ${script.gzip} B`), gzipBytes: fetched.reduce((sum, script) => sum + script.gzip, 0) };
      await patient.page.getByRole("button", { name: "Join", exact: true }).click();
    } else {
      await enter(patient.page, appointmentId);
    }
    await enter(provider.page, appointmentId);
    const admit = provider.page.getByRole("button", { name: "Admit" });
    await admit.waitFor();
    const admitted = Date.now();
    await admit.click();
    await bothConnected([provider.page, patient.page]);
    const connectedMs = Date.now() - admitted;

    if (run === RUNS) {
      const before = await Promise.all([callStats(patient.page), callStats(provider.page)]);
      const started = Date.now();
      await new Promise((resolve) => setTimeout(resolve, LONG_CALL_MS));
      const after = await Promise.all([callStats(patient.page), callStats(provider.page)]);
      const seconds = (Date.now() - started) / 1000;
      const kbps = (index: 0 | 1, counter: "outboundAudioRtpBytes" | "transportWireBytes") => Number((((after[index][counter] - before[index][counter]) * 8) / 1000 / seconds).toFixed(1));
      const direction = (index: 0 | 1): Direction => ({ rtp_kbps: kbps(index, "outboundAudioRtpBytes"), wire_kbps: kbps(index, "transportWireBytes") });
      audio = { patient: direction(0), provider: direction(1), seconds: Number(seconds.toFixed(1)) };
    }
    await provider.context.close();
    await patient.context.close();
    const [benchmarkIndex] = await measureBenchmarkIndexes(browser);
    runs.push({ run, benchmarkIndex: benchmarkIndex!, admit_to_connected_ms: connectedMs });
  }
} finally {
  await browser.close();
  server.stop();
}

console.table(runs);
const median = runs.map((r) => r.admit_to_connected_ms).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
const verdict = (ok: boolean) => (ok ? "within goal" : "OVER GOAL");
console.log(`Admit -> both connected: median ${(median / 1000).toFixed(2)} s of ${RUNS} calls (goal ${GOALS.connectedMs / 1000} s): ${verdict(median <= GOALS.connectedMs)}`);
if (audio) {
  const worst = Math.max(audio.patient.wire_kbps, audio.provider.wire_kbps);
  console.log(
    `An audio visit over ${audio.seconds} s: patient -> provider ${audio.patient.wire_kbps} kbps on the wire (${audio.patient.rtp_kbps} kbps of RTP audio), ` +
      `provider -> patient ${audio.provider.wire_kbps} kbps (${audio.provider.rtp_kbps} kbps of RTP audio); ` +
      `about ${((worst * 1000 * 15 * 60) / 8 / 1e6).toFixed(1)} MB each way for 15 minutes (goal ${GOALS.audioKbps} kbps): ${verdict(worst <= GOALS.audioKbps)}`,
  );
}
if (callChunk) {
  console.log(`Opening the call screen from My Appointments downloads ${callChunk.files.length} scripts:\n  ${callChunk.files.join("\n  ")}`);
  console.log(`Call screen JavaScript: ${(callChunk.gzipBytes / 1024).toFixed(1)} KiB gzip (goal ${GOALS.callChunkKiB} KiB): ${verdict(callChunk.gzipBytes / 1024 <= GOALS.callChunkKiB)}`);
}
