/** The resend cooldown (RESEND_COOLDOWN_SECONDS): counts down to a fixed end time, so a busy tab never drifts. */
import { RESEND_COOLDOWN_SECONDS } from "@gh/contracts/constants";
import { useCallback, useEffect, useState } from "react";
import { secondsLeft } from "./resend-cooldown";

export function useResendCooldown({ startNow = false }: { startNow?: boolean } = {}) {
  const [endsAt, setEndsAt] = useState(() => (startNow ? Date.now() + RESEND_COOLDOWN_SECONDS * 1000 : 0));
  const [remaining, setRemaining] = useState(() => secondsLeft(endsAt, Date.now()));

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const left = secondsLeft(endsAt, Date.now());
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    };
    tick();
    if (secondsLeft(endsAt, Date.now()) > 0) timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => setEndsAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000), []);
  return { remaining, start };
}
