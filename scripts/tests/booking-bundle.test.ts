/**
 * What the built booking area ships (runs after `npm run build`): Paystack's library is its own
 * chunk, fetched only when a patient pays, and a build without a Paystack key admits no Paystack
 * origin in the page CSP.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = new URL("../../dist", import.meta.url).pathname;
const bookingDir = path.join(dist, "mfe/booking");
const scripts = readdirSync(bookingDir).filter((file) => file.endsWith(".js"));
const text = (file: string) => readFileSync(path.join(bookingDir, file), "utf8");

describe("the built booking area", () => {
  it("keeps @paystack/inline-js in a chunk of its own, apart from the booking dialog", () => {
    const withPaystack = scripts.filter((file) => text(file).includes("checkout.paystack.com"));
    expect(withPaystack).toHaveLength(1);
    expect(withPaystack[0]).toMatch(/^paystack\.[0-9a-f]+\.js$/);
    const dialog = scripts.filter((file) => text(file).includes("Proceed to Payment"));
    expect(dialog.length).toBeGreaterThan(0);
    expect(dialog).not.toContain(withPaystack[0]);
  });

  it("carries no zod: the screens import only the zod-free parts of the contracts", () => {
    expect(scripts.filter((file) => /\$ZodType|ZodError/.test(text(file)))).toEqual([]);
  });

  it("ships a page CSP without Paystack when built without its key", () => {
    expect(process.env.PAYSTACK_PUBLIC_KEY ?? "").toBe("");
    expect(readFileSync(path.join(dist, "_headers"), "utf8")).not.toMatch(/paystack/i);
  });
});
