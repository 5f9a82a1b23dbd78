import type { Clock } from "../lib/clock.ts";

/**
 * "Now" that a test moves forward (never behind the real time: rows due "now" by the database's clock stay due).
 * `frozen` stops it at the moment it is made, for a test that reckons with the very "now" the server read (a UTC day
 * or month cannot turn in between); a frozen clock moves only when the test moves it.
 */
export function movableClock({ frozen = false }: { frozen?: boolean } = {}) {
  const madeAt = Date.now();
  let shiftMs = 0;
  const nowMs = () => (frozen ? madeAt : Date.now()) + shiftMs;
  const clock: Clock = { now: () => new Date(nowMs()) };
  return {
    clock,
    forward: (ms: number) => (shiftMs += ms),
    /** Back to the real time (or to the frozen moment), so the next test starts from there. */
    reset: () => {
      shiftMs = 0;
    },
    /** A second clock `ms` ahead of this one, moving with it. */
    ahead: (ms: number): Clock => ({ now: () => new Date(nowMs() + ms) }),
  };
}
