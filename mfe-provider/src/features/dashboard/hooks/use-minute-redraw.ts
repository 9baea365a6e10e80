/**
 * Draws the component again once a minute while `running`, so what it works out from the clock
 * (Join opening and closing) follows the time without a reload.
 */
import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;

export function useMinuteRedraw(running: boolean): void {
  const [, setMinutes] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setMinutes((minutes) => minutes + 1), MINUTE_MS);
    return () => clearInterval(timer);
  }, [running]);
}
