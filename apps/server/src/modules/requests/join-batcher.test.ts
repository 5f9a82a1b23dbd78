import { describe, expect, it } from "vitest";
import { createJoinBatcher, type JoinBatch } from "./join-batcher.ts";

const outcomeOf = (user: string) => ({ id: `request-of-${user}`, status: "pending" as const });

/**
 * A joinBatch that records what each batch took and moves on only when the test says: it waits for the camp's lock,
 * takes its joins, then waits for its commit (the database's part is tested elsewhere). A batch with the `failing`
 * camper throws at its commit; with `noConnection`, the first batch throws before it takes anything.
 */
function steppedJoinBatch({ failing, noConnection }: { failing?: string; noConnection?: boolean } = {}) {
  const batches: string[][] = [];
  const gates: Array<() => void> = [];
  const gate = () => new Promise<void>((resolve) => gates.push(resolve));
  let calls = 0;
  const joinBatch: JoinBatch<string, ReturnType<typeof outcomeOf>> = async (_campId, take) => {
    calls += 1;
    const first = calls === 1;
    await gate(); // the camp's lock
    if (noConnection && first) throw new Error("no connection");
    const users = take();
    batches.push(users);
    await gate(); // the commit
    if (failing && users.includes(failing)) throw new Error("batch failed");
    return users.map(outcomeOf);
  };
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  /** Lets every batch waiting at a gate pass it. */
  const step = async () => {
    for (const open of gates.splice(0)) open();
    await flush();
  };
  const finish = async () => {
    while (gates.length > 0) await step();
  };
  return { joinBatch, batches, step, finish };
}

describe("join batcher", () => {
  it("takes the joins that arrive while a batch waits for the lock, and those arriving while it writes go next", async () => {
    const { joinBatch, batches, step, finish } = steppedJoinBatch();
    const batcher = createJoinBatcher(joinBatch);
    const answers = [batcher.join("camp-1", "a"), batcher.join("camp-1", "b")];
    await step(); // camp-1's batch holds the lock: it takes a and b
    answers.push(batcher.join("camp-1", "c"), batcher.join("camp-1", "d"));
    const other = batcher.join("camp-2", "e");
    await finish();
    expect(batches).toEqual([["a", "b"], ["e"], ["c", "d"]]);
    expect(await Promise.all([...answers, other])).toEqual(["a", "b", "c", "d", "e"].map(outcomeOf));
  });

  it("when a batch fails, tries each join alone, so only the faulty one fails", async () => {
    const { joinBatch, batches, step, finish } = steppedJoinBatch({ failing: "bad" });
    const batcher = createJoinBatcher(joinBatch);
    const first = batcher.join("camp", "a");
    await step();
    const rest = ["b", "bad", "c"].map((user) => batcher.join("camp", user));
    const outcomes = Promise.allSettled([first, ...rest]);
    await finish();
    expect(batches).toEqual([["a"], ["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });

  it("when a batch fails before taking its joins, tries those it would have taken alone instead of spinning", async () => {
    const { joinBatch, batches, finish } = steppedJoinBatch({ noConnection: true });
    const batcher = createJoinBatcher(joinBatch);
    const answers = Promise.all([batcher.join("camp", "a"), batcher.join("camp", "b")]);
    await finish();
    expect(batches).toEqual([["a"], ["b"]]);
    expect(await answers).toEqual(["a", "b"].map(outcomeOf));
  });
});
