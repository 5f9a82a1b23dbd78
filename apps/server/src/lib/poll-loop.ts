/** A background loop of one server instance (mail delivery, reminder sweeps). */
export interface PollLoop {
  /** Stops scheduling passes and waits for the pass in hand to end. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once and then `pollMs` after each pass ends, so passes never overlap. A failed pass is reported to
 * `onError` and the loop goes on. Nothing waits in memory: what a pass did not finish (a crash, a stop, an error) is
 * still due in the database, where the next pass of any instance finds it (ADR 014, ADR 015).
 */
export function startPollLoop(
  pass: () => Promise<unknown>,
  pollMs: number,
  onError: (error: unknown) => void,
): PollLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  function run() {
    running = pass()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, pollMs);
      });
  }
  timer = setTimeout(run, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
