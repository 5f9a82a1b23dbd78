/** Where the server reads "now" (docs/architecture.md §6): tests pass a clock they move instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
