import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { admitPaystack } from "../paystack-csp.ts";

const headers = readFileSync(path.join(import.meta.dirname, "../../shell/public/_headers"), "utf8");
const csp = (file: string) => /Content-Security-Policy:(.*)/.exec(file)![1]!;
const directive = (policy: string, name: string) => policy.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

describe("the page CSP with a Paystack key configured", () => {
  it("admits Paystack's checkout frame, its script and its API, and nothing else changes", () => {
    const policy = csp(admitPaystack(headers));
    expect(directive(policy, "frame-src")).toBe("frame-src 'self' https://checkout.paystack.com");
    expect(directive(policy, "script-src")).toBe("script-src 'self' https://checkout.paystack.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.paystack.co https://checkout.paystack.com wss://*.pusher.com");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    const otherLines = (file: string) => file.replace(/Content-Security-Policy:.*/, "").replace(/Permissions-Policy:.*/, "");
    expect(otherLines(admitPaystack(headers))).toBe(otherLines(headers));
  });

  it("lets only Paystack's checkout frame, besides the page, use the Payment Request API", () => {
    expect(admitPaystack(headers)).toMatch(/Permissions-Policy:.*payment=\(self "https:\/\/checkout\.paystack\.com"\)/);
    expect(admitPaystack(headers)).toMatch(/Permissions-Policy:.*camera=\(self\), microphone=\(self\)/);
  });

  it("is not in the committed headers: without a key no Paystack origin is admitted", () => {
    expect(csp(headers)).not.toMatch(/paystack/);
  });
});
