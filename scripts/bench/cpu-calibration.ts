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
 * the bench drives, in a blank page, five times; the median counts. On an idle 2-core host the samples
 * still scatter by about ±15% (e.g. 1,715-2,404), so the checks that the host is quiet are these:
 * - before calibrating, the load average of the last minute is at most the number of cores (a
 *   steady load lowers every sample alike: under a load of 15 they read 777-959, close together;
 *   the bench before this one leaves about 1-2 on a 2-core host for a minute, which is harmless);
 * - the five samples lie within 50% of their median of each other;
 * - every index measured during the runs lies within 35% of the calibration's.
 * A host that fails one gets no figures, only the reason: a figure taken then would mean nothing.
 */
import { cpus, loadavg } from "node:os";
import { chromium, type Browser } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

export const TARGET_DEVICE_INDEX = 400;
export const MIN_SLOWDOWN = 4;
const SAMPLES = 5;
const MAX_SAMPLE_SPREAD = 0.5;
const MAX_RUN_DRIFT = 0.35;

export interface CpuCalibration {
  /** The host's BenchmarkIndex, each sample and their median. */
  indexes: number[];
  benchmarkIndex: number;
  /** The CPU slowdown that makes this host behave like the target phone. */
  multiplier: number;
  /** Set when the host is too busy to measure (its load, or samples that disagree): why. */
  busy: string | null;
}

/** The slowdown for a host of this index: host / target, at least 4x, to one decimal. */
export function slowdownFor(benchmarkIndex: number): number {
  return Math.max(MIN_SLOWDOWN, Math.round((benchmarkIndex / TARGET_DEVICE_INDEX) * 10) / 10);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Why the host is too busy to calibrate, from its load average (1 minute) and core count; else null. */
export function loadReason(loadAverage: number, cores: number): string | null {
  if (loadAverage <= cores) return null;
  return `the host's load average is ${loadAverage.toFixed(2)} on ${cores} cores (more than ${cores}): something else is using the CPU`;
}

/** Why a set of calibration samples cannot be trusted (they spread more than 50% of their median); else null. */
export function unsteadyReason(indexes: number[]): string | null {
  const spread = (Math.max(...indexes) - Math.min(...indexes)) / median(indexes);
  if (spread <= MAX_SAMPLE_SPREAD) return null;
  return `benchmarkIndex samples ${indexes.join(", ")} differ by ${Math.round(spread * 100)}% (more than ${MAX_SAMPLE_SPREAD * 100}%): the host is too busy to calibrate`;
}

/** Why indexes measured during the runs void them (one strays more than 35% from the calibration); else null. */
export function driftReason(calibrated: number, duringRuns: number[]): string | null {
  const stray = duringRuns.find((index) => Math.abs(index - calibrated) / calibrated > MAX_RUN_DRIFT);
  if (stray === undefined) return null;
  return `benchmarkIndex ${stray} during the runs is more than ${MAX_RUN_DRIFT * 100}% from the calibration's ${calibrated} (all: ${duringRuns.join(", ")})`;
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
  const load = loadReason(loadavg()[0]!, cpus().length);
  const indexes = await measureBenchmarkIndexes(browser, SAMPLES);
  const benchmarkIndex = median(indexes);
  return { indexes, benchmarkIndex, multiplier: slowdownFor(benchmarkIndex), busy: load ?? unsteadyReason(indexes) };
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
export function exitIfHostWasBusy(calibration: CpuCalibration, indexes: number[]): void {
  const busy = driftReason(calibration.benchmarkIndex, indexes);
  if (!busy) return;
  console.log(`no verdict: ${busy}; run again on a quiet machine`);
  process.exit(1);
}
