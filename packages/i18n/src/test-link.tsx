import type { ReactNode } from "react";

/** A plain link for the Trans tests (a test helper: the package has no router). */
export function Link({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}
