/** The 60-second resend cooldown, counted down to a fixed end time. */
import { RESEND_COOLDOWN_SECONDS } from "@gh/contracts";
import { useCallback, useEffect, useState } from "react";

const secondsLeft = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

export function useCooldown(startNow: boolean) {
  const [endsAt, setEndsAt] = useState(() => (startNow ? Date.now() + RESEND_COOLDOWN_SECONDS * 1000 : 0));
  const [remaining, setRemaining] = useState(() => secondsLeft(endsAt));

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    };
    tick();
    if (secondsLeft(endsAt) > 0) timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => setEndsAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000), []);
  return { remaining, start };
}
