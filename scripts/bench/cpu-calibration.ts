/**
 * One emulated phone on every machine: the CPU slowdown the benches apply is derived from this
 * host's speed, so a figure taken here can be repeated on another machine of the same kind.
 *
 * Lighthouse's throttling guide (docs/throttling.md in the lighthouse repository, "CPU Throttling")
 * measures a host with its BenchmarkIndex and picks the slowdown from it; its calculator maps an
 * index of 1300 to 3x, 1533 to 4x and 2000 to 6x, i.e. its mobile target is a phone of index about
 * 330-430. We emulate a low-end Android of the kind sold in Ghana at index 400: slowdown = host index
 * / 400, and never less than Lighthouse's default 4x, so a slow host still emulates a cheap phone.
 * The index is Lighthouse's own function (core/lib/page-functions.js), run in the same Chromium
 * the bench drives, in a blank page, three times: when the three disagree by more than 15%, something
 * else is using the CPU and no figure taken now would mean anything.
 */
import { chromium, type Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

export const TARGET_DEVICE_INDEX = 400;
export const MIN_SLOWDOWN = 4;
const SAMPLES = 3;
const MAX_SPREAD = 0.15;

export interface CpuCalibration {
  /** The host's BenchmarkIndex, each sample and their median. */
  indexes: number[];
  benchmarkIndex: number;
  /** The CPU slowdown that makes this host behave like the target phone. */
  multiplier: number;
  /** Set when the samples disagree: the host is too busy to measure. */
  busy: string | null;
}

/** The slowdown for a host of this index: host / target, at least 4x, to one decimal. */
export function slowdownFor(benchmarkIndex: number): number {
  return Math.max(MIN_SLOWDOWN, Math.round((benchmarkIndex / TARGET_DEVICE_INDEX) * 10) / 10);
}

/** Whether a set of index samples is steady enough to trust: (max - min) / median within 15%. */
export function unsteadyReason(indexes: number[]): string | null {
  const sorted = [...indexes].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const spread = (sorted[sorted.length - 1]! - sorted[0]!) / median;
  if (spread <= MAX_SPREAD) return null;
  return `benchmarkIndex samples ${indexes.map(Math.round).join(", ")} differ by ${Math.round(spread * 100)}% (more than ${MAX_SPREAD * 100}%): the host is too busy to calibrate`;
}

/** The host's BenchmarkIndex, measured `samples` times in a blank page of this browser. */
export async function measureBenchmarkIndexes(browser: Browser, samples = 1): Promise<number[]> {
  const page = await browser.newPage();
  const indexes: number[] = [];
  try {
    for (let i = 0; i < samples; i++) indexes.push(Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex)));
  } finally {
    await page.close();
  }
  return indexes;
}

export async function calibrateCpu(browser: Browser): Promise<CpuCalibration> {
  const indexes = await measureBenchmarkIndexes(browser, SAMPLES);
  const benchmarkIndex = [...indexes].sort((a, b) => a - b)[Math.floor(SAMPLES / 2)]!;
  return { indexes, benchmarkIndex, multiplier: slowdownFor(benchmarkIndex), busy: unsteadyReason(indexes) };
}

export function describeCalibration(calibration: CpuCalibration): string {
  return `host benchmarkIndex ${calibration.benchmarkIndex} (samples ${calibration.indexes.join(", ")}) -> CPU slowdown ${calibration.multiplier}x, emulating a phone of index ${TARGET_DEVICE_INDEX} (at least ${MIN_SLOWDOWN}x)`;
}

/**
 * Launches Debian's Chromium with `args` and calibrates the CPU slowdown in it. A host too busy to
 * calibrate ends the bench here (exit code 1), with the reason instead of figures.
 */
export async function launchCalibratedChromium(args: string[]): Promise<{ browser: Browser; calibration: CpuCalibration }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args });
  const calibration = await calibrateCpu(browser);
  console.log(describeCalibration(calibration));
  if (calibration.busy) {
    await browser.close();
    console.log(`no figures: ${calibration.busy}; run again on a quiet machine`);
    process.exit(1);
  }
  return { browser, calibration };
}

/** After the runs: when the host's index moved (`indexes`, measured during them), no verdict (exit code 1). */
export function exitIfHostWasBusy(indexes: number[]): void {
  const busy = unsteadyReason(indexes);
  if (!busy) return;
  console.log(`no verdict: ${busy} during the runs; run again on a quiet machine`);
  process.exit(1);
}
