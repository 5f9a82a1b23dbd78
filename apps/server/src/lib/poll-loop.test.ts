import { describe, expect, it } from "vitest";
import { startPollLoop } from "./poll-loop.ts";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startPollLoop", () => {
  it("never runs two passes at once, goes on after a failed pass, and stop() waits for the pass in hand", async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const errors: unknown[] = [];
    let release: (() => void) | undefined;
    const loop = startPollLoop(
      async () => {
        passes += 1;
        running += 1;
        most = Math.max(most, running);
        try {
          if (passes === 2) throw new Error("second pass fails");
          if (passes === 4) await new Promise<void>((resolve) => (release = resolve));
          await tick(5);
        } finally {
          running -= 1;
        }
      },
      1,
      (error) => errors.push(error),
    );
    while (passes < 4 || !release) await tick(2);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await tick(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    const after = passes;
    await tick(20);
    expect(passes).toBe(after);
    expect(errors.map((e) => (e as Error).message)).toEqual(["second pass fails"]);
    expect(most).toBe(1);
  });
});
