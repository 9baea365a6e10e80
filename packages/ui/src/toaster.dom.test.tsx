// @vitest-environment happy-dom
import { TOAST_DURATION_MS } from "@gh/contracts/constants";
import { toastAtom } from "@gh/state";
import { createStore, Provider } from "jotai";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "./toaster";
import { useToast, type ToastInput } from "./use-toast";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let show: (input: ToastInput) => void = () => undefined;
function Trigger() {
  show = useToast().toast;
  return null;
}

let container: HTMLElement;
let root: Root;
let store: ReturnType<typeof createStore>;

beforeEach(() => {
  vi.useFakeTimers();
  store = createStore();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <Provider store={store}>
        <Trigger />
        <Toaster />
      </Provider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const status = () => container.querySelector('[role="status"]')!.textContent;
const alert = () => container.querySelector('[role="alert"]')!.textContent;

describe("toasts", () => {
  it("shows one toast at a time: a new one replaces the current one", () => {
    act(() => show({ title: "Code Sent" }));
    act(() => show({ title: "Profile Updated", description: "Your changes are saved." }));
    expect(status()).toBe("Profile UpdatedYour changes are saved.");
    expect(container.querySelectorAll(".ui-toast__title")).toHaveLength(1);
  });

  it("goes away after 5000 ms", () => {
    act(() => show({ title: "Code Sent" }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(status()).toBe("Code Sent");
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe("");
    expect(store.get(toastAtom)).toBeNull();
  });

  it("gives a replacing toast its own full 5000 ms", () => {
    act(() => show({ title: "First" }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => show({ title: "Second" }));
    act(() => vi.advanceTimersByTime(4000));
    expect(status()).toBe("Second");
    act(() => vi.advanceTimersByTime(1000));
    expect(status()).toBe("");
  });

  it("announces destructive toasts as alerts", () => {
    act(() => show({ title: "Booking Failed", description: "There was an error booking your appointment. Please try again.", variant: "destructive" }));
    expect(alert()).toContain("Booking Failed");
    expect(status()).toBe("");
  });

  it("closes from its close button", () => {
    act(() => show({ title: "Code Sent" }));
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]')!;
    act(() => close.click());
    expect(status()).toBe("");
  });
});
