/** Runs in Node before the workerd tests: starts the fake outside services and tells the tests where. */
import type { TestProject } from "vitest/node";
import { startFakeProviders } from "./fake-providers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fakeProvidersUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { url, server } = await startFakeProviders();
  project.provide("fakeProvidersUrl", url);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
