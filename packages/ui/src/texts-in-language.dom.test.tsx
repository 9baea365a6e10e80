// @vitest-environment happy-dom
import { BOOKING_TOASTS } from "@gh/contracts/appointments/options";
import { formatLongDate } from "@gh/contracts/ghana-time";
import { activate, addTranslations } from "@gh/i18n";
import { toastAtom } from "@gh/state";
import { createStore, Provider } from "jotai";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input } from "./input";
import { Toaster } from "./toaster";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A made-up catalog: what the design system's own texts and a contracts toast become. */
addTranslations("ak", {
  "Close notification": "To nkra no mu",
  "Payment Cancelled": "Wɔatwa sika tua no mu",
  "Full name is required": "Hia wo din nyinaa",
  Monday: "Dwoada",
  November: "Ɔbɛnem",
});

afterEach(() => act(() => activate("en-GH")));

describe("the design system in the page's language", () => {
  it("shows a contracts toast and its own close label translated, and English again after a switch back", async () => {
    const store = createStore();
    store.set(toastAtom, { id: 1, ...BOOKING_TOASTS.paymentCancelled });
    const container = document.createElement("div");
    await act(async () =>
      createRoot(container).render(
        <Provider store={store}>
          <Toaster />
        </Provider>,
      ),
    );
    expect(container.querySelector(".ui-toast__title")!.textContent).toBe("Payment Cancelled");
    await act(async () => activate("ak"));
    expect(container.querySelector(".ui-toast__title")!.textContent).toBe("Wɔatwa sika tua no mu");
    expect(container.querySelector("button")!.getAttribute("aria-label")).toBe("To nkra no mu");
    // A text no catalog has (here the description) shows as it is.
    expect(container.querySelector(".ui-toast__description")!.textContent).toBe(BOOKING_TOASTS.paymentCancelled.description);
  });

  it("shows a schema's field message translated", async () => {
    const container = document.createElement("div");
    await act(async () => activate("ak"));
    await act(async () =>
      createRoot(container).render(
        <Field label="Full Name" error="Full name is required">
          <Input />
        </Field>,
      ),
    );
    expect(container.querySelector(".ui-field__error")!.textContent).toBe("Hia wo din nyinaa");
  });

  it("has contracts' formatters name days and months through the same translator", async () => {
    await act(async () => activate("ak"));
    expect(formatLongDate("2026-11-23")).toBe("Dwoada, 23 Ɔbɛnem 2026");
    await act(async () => activate("en-GH"));
    expect(formatLongDate("2026-11-23")).toBe("Monday, 23 November 2026");
  });
});
