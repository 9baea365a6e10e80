// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAppRunning } from "./use-app-running";

function Sort() {
  return <button disabled={!useAppRunning()}>Sort</button>;
}

describe("useAppRunning", () => {
  it("draws an app-only control disabled in server HTML and enabled in the app's own render", async () => {
    expect(renderToString(<Sort />)).toBe('<button disabled="">Sort</button>');
    const container = document.createElement("div");
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => createRoot(container).render(<Sort />));
    expect(container.innerHTML).toBe("<button>Sort</button>");
  });
});
