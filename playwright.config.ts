/**
 * Browser tests: Debian's Chromium (never a downloaded browser) drives the built app served by
 * `wrangler dev`, on its own port and its own local D1/KV so a running `npm start` is untouched.
 */
import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "./e2e/support/server";

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The last three: remote visits call with Chromium's fake camera and microphone, without a
      // permission prompt, over 127.0.0.1 (without the loopback flag a machine with no network
      // gathers no ICE candidates and never connects).
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        "--allow-loopback-in-peer-connection",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    command: `npm run e2e:server -- --port ${E2E_PORT}`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
