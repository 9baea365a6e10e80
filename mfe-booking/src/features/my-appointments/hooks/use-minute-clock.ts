/** The time now, drawn again once a minute while `watching` it says so: a Join link appears when its window opens, without a reload. */
import { useEffect, useState } from "react";

export const CLOCK_TICK_MS = 60_000;

export function useMinuteClock(watching: (now: number) => boolean): number {
  const [now, setNow] = useState(() => Date.now());
  const running = watching(now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
