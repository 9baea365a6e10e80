// @vitest-environment happy-dom
import { PAGE_NEEDS_APP_ATTRIBUTE as WORKER_MARK } from "@gh/contracts/federation";
import { afterEach, describe, expect, it } from "vitest";
import { PAGE_NEEDS_APP_ATTRIBUTE, waitsForVisitor, whenToStart } from "./start-schedule";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("when the app starts", () => {
  it("reads the mark the Worker sets (written out in the entry chunk, not imported)", () => {
    expect(PAGE_NEEDS_APP_ATTRIBUTE).toBe(WORKER_MARK);
  });

  it("waits for the visitor over a page that works as HTML", () => {
    document.body.innerHTML = `<div id="root"><main><a href="/search">Find Doctors</a></main></div>`;
    expect(waitsForVisitor()).toBe(true);
  });

  it("starts at once over an empty page, and over a page the Worker drew with buttons only the app works", async () => {
    document.body.innerHTML = `<div id="root"></div>`;
    expect(waitsForVisitor()).toBe(false);
    document.body.innerHTML = `<div id="root" ${WORKER_MARK}=""><main><button disabled>Sort</button></main></div>`;
    expect(waitsForVisitor()).toBe(false);
    await expect(whenToStart()).resolves.toBeUndefined();
  });
});
