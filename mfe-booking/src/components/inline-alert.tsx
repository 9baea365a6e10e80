import { AlertTriangle } from "@gh/ui";
import type { ReactNode } from "react";
import "./inline-alert.css";

/** A problem shown where it happened (e.g. "This time slot has just been taken…"), announced at once. */
export function InlineAlert({ children }: { children: ReactNode }) {
  return (
    <div className="booking-inline-alert" role="alert">
      <AlertTriangle size={18} />
      <div>{children}</div>
    </div>
  );
}
