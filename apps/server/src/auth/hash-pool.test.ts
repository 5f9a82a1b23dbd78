import { afterEach, describe, expect, it } from "vitest";
import { createHashPool, type HashPool, HashPoolBusy } from "./hash-pool.ts";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing threads", () => {
  let pool: HashPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it("derives the same keys as scrypt on libuv's pool, both ways", async () => {
    pool = createHashPool({ threads: 1, queue: 4 });
    const onThreads = await hashPassword("Camper1", pool.derive);
    expect(await verifyPassword({ hash: onThreads, password: "Camper1" })).toBe(true);
    expect(await verifyPassword({ hash: onThreads, password: "camper1" })).toBe(false);
    const onLibuv = await hashPassword("Camper1");
    expect(await verifyPassword({ hash: onLibuv, password: "Camper1" }, pool.derive)).toBe(true);
  });

  it("runs at most `threads` at once, queues at most `queue`, and refuses the rest at once", async () => {
    pool = createHashPool({ threads: 1, queue: 2 });
    const runs = Array.from({ length: 6 }, () =>
      hashPassword("Camper1", pool!.derive).then(
        () => "hashed",
        (error: unknown) => (error instanceof HashPoolBusy ? "busy" : `failed: ${String(error)}`),
      ),
    );
    expect(pool.load()).toEqual({ running: 1, waiting: 2 });
    expect(pool.isFull()).toBe(true);
    expect(await Promise.all(runs)).toEqual(["hashed", "hashed", "hashed", "busy", "busy", "busy"]);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
    expect(pool.isFull()).toBe(false);
    // Room again once the queue drained.
    expect(await verifyPassword({ hash: await hashPassword("Camper1", pool.derive), password: "Camper1" })).toBe(true);
  });

  it("rejects what is waiting when closed", async () => {
    pool = createHashPool({ threads: 1, queue: 2 });
    const runs = [1, 2, 3].map(() => hashPassword("Camper1", pool!.derive).catch((e: Error) => e.message));
    await pool.close();
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((o) => o === "The hashing pool is closed").length).toBeGreaterThanOrEqual(2);
  });
});
