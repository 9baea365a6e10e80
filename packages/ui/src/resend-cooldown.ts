/** Whole seconds left until `endsAt` (ms since the epoch), never negative; rounds up so "1s" shows until it is over. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
