/**
 * The page CSP admits Paystack's checkout only when the build is for a deployment with a Paystack
 * key (docs/product-rules.md#security-headers): `PAYSTACK_PUBLIC_KEY` set when `npm run build` runs. Without it the CSP stays
 * 'self'-only, and the sandbox checkout needs nothing more.
 */

/** What @paystack/inline-js reaches: its checkout iframe, the script it loads there, its API and its live-status socket. */
export const PAYSTACK_SOURCES = {
  "script-src": ["https://checkout.paystack.com"],
  "frame-src": ["https://checkout.paystack.com"],
  "connect-src": ["https://api.paystack.co", "https://checkout.paystack.com", "wss://*.pusher.com"],
} as const;

/** The `_headers` file with Paystack's sources added to every Content-Security-Policy line, and its
 * checkout frame allowed to use the Payment Request API (card wallets) in Permissions-Policy. */
export function admitPaystack(headersFile: string): string {
  return admitPaystackPayments(admitPaystackSources(headersFile));
}

function admitPaystackPayments(headersFile: string): string {
  return headersFile.replace(/payment=\(self\)/g, 'payment=(self "https://checkout.paystack.com")');
}

function admitPaystackSources(headersFile: string): string {
  return headersFile.replace(/^(\s*Content-Security-Policy:)(.*)$/gm, (_line, name: string, policy: string) => {
    const directives = policy.split(";").map((directive) => {
      const [directiveName] = directive.trim().split(/\s+/);
      const extra = PAYSTACK_SOURCES[directiveName as keyof typeof PAYSTACK_SOURCES];
      return extra ? `${directive.trimEnd()} ${extra.join(" ")}` : directive;
    });
    return `${name}${directives.join(";")}`;
  });
}
