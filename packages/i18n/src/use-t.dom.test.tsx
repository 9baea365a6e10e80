// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { Link } from "./test-link";
import { Trans } from "./trans";
import { activate, addTranslations, t } from "./translate";
import { useT } from "./use-t";

function Greeting() {
  const t = useT();
  return <p>{t("Book Now")}</p>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => act(() => activate("en-GH")));

describe("useT", () => {
  it("draws the page again in the new language without a reload", async () => {
    addTranslations("ak", { "Book Now": "Hyɛ da" });
    const container = document.createElement("div");
    await act(async () => createRoot(container).render(<Greeting />));
    expect(container.textContent).toBe("Book Now");
    await act(async () => activate("ak"));
    expect(container.textContent).toBe("Hyɛ da");
    expect(t("A text no catalog has")).toBe("A text no catalog has");
  });
});

describe("Trans", () => {
  it("puts the translation's tagged words inside the given elements", async () => {
    const container = document.createElement("div");
    await act(async () =>
      createRoot(container).render(<Trans message="Read our <0>privacy policy</0> before <1/>." components={{ 0: <Link href="/privacy" />, 1: <br /> }} />),
    );
    expect(container.innerHTML).toBe('Read our <a href="/privacy">privacy policy</a> before <br>.');
  });

  it("keeps the words of a tag a translation left open", async () => {
    const container = document.createElement("div");
    await act(async () => createRoot(container).render(<Trans message="Read <0>this" components={{ 0: <b /> }} />));
    expect(container.textContent).toBe("Read this");
  });
});
