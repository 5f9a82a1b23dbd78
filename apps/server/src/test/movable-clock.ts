import type { Clock } from "../lib/clock.ts";

/** "Now" that a test moves forward (never behind the real time: rows due "now" by the database's clock stay due). */
export function movableClock() {
  let shiftMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + shiftMs) };
  return { clock, forward: (ms: number) => (shiftMs += ms) };
}
