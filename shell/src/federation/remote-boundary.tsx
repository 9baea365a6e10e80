/** The error boundary around every remote: a failed or crashing remote leaves the rest of the app working. */
import { MESSAGES } from "@gh/contracts";
import { Button } from "@gh/ui";
import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Section ${this.props.remote} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <RemoteUnavailable onRetry={this.props.onRetry} />;
  }
}

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="shell-unavailable container" role="alert" aria-live="assertive">
      <h2>{MESSAGES.remoteUnavailable}</h2>
      <p>Check your connection and try again. The rest of the app still works.</p>
      <Button onClick={onRetry}>{MESSAGES.retry}</Button>
    </section>
  );
}
