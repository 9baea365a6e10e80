/**
 * Helpers for every area's DOM tests (happy-dom): render with a QueryClient set up like the
 * shell's, answer API calls from a fake, find things the way a user does, read the toast shown.
 */
import { getQueryFn } from "@gh/api-client";
import { MemoryRouter } from "@gh/router";
import { toastAtom } from "@gh/state";
import { createBackoffQueryCache, mayRetryOnMount, QueryClient, QueryClientProvider } from "@gh/query";
import { getDefaultStore } from "jotai";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, vi } from "vitest";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
export let container: HTMLElement;

export interface RenderOptions {
  /** The address the page starts at (MemoryRouter's first entry), e.g. "/search?specialty=dentist"; "/" by default. */
  route?: string;
}

/** Renders `ui` inside a QueryClient (set up like the shell's) and a router, then lets it settle; returns the client. */
export async function render(ui: ReactNode, { route = "/" }: RenderOptions = {}) {
  // The shell's query defaults (docs/product-rules.md#screens-and-texts): never stale, no retry, failed reads asked again only after a wait.
  const client = new QueryClient({
    queryCache: createBackoffQueryCache(),
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: "throw" }), staleTime: Infinity, retry: false, retryOnMount: mayRetryOnMount },
      mutations: { retry: false },
    },
  });
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    );
  });
  await settle();
  return client;
}

export function cleanup() {
  act(() => root?.unmount());
  container?.remove();
  getDefaultStore().set(toastAtom, null);
  vi.unstubAllGlobals();
}

/**
 * For every test in the file: the date held at `now` (only Date is faked, so timers and promises run
 * as usual and renders and fetches settle), then what the test drew unmounted and the clock restored.
 */
export function withFixedDate(now: number | string | Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** Lets answered calls and queries reach the screen (TanStack Query notifies on a timer). */
export async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = [status: number, body?: unknown];
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/** Answers fetch from `routes` ("POST /api/appointments" or "GET /api/user"; the query string is part of the URL) and records every call. */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${call.url}`];
      const [status, body] = route === undefined ? [404, { error: { code: "not_found", message: "Not found" } }] : typeof route === "function" ? await route(call) : route;
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return { calls, posts: () => calls.filter((call) => call.method !== "GET") };
}

/** What assistive technology would call an element: its aria-label, else its text. */
function accessibleName(element: Element): string {
  return (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The button named `name`, inside `within` (e.g. the open dialog: a modal makes the page behind it inert). */
export function button(name: string | RegExp, within: ParentNode = document): HTMLButtonElement | undefined {
  return [...within.querySelectorAll("button")].find((b) => (typeof name === "string" ? accessibleName(b) === name : name.test(accessibleName(b))));
}

export function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const labelElement = [...document.querySelectorAll("label")].find((l) => l.textContent?.replace(/\s*\*$/, "") === label);
  if (!labelElement) throw new Error(`No field labelled ${label}`);
  return document.getElementById(labelElement.htmlFor) as T;
}

/** Types into a field the way a user does, so React sees the change. */
export function type(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")!.set!;
  act(() => {
    setter.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

export async function click(element: HTMLElement | undefined) {
  if (!element) throw new Error("Nothing to click");
  await act(async () => element.click());
  await settle();
}

export function shownToast() {
  return getDefaultStore().get(toastAtom);
}

/** The text of what a field's aria-describedby points at (its hint and error). */
export function description(element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}
