import { describe, expect, it } from "vitest";
import { createJoinBatcher, type JoinMany } from "./join-batcher.ts";

/** A joinMany that records its batches and answers when the test says so (the database's part is tested elsewhere). */
function recordingJoinMany(fail?: (userIds: readonly string[]) => boolean) {
  const batches: string[][] = [];
  const pending: Array<() => void> = [];
  const joinMany: JoinMany = (_campId, userIds) => {
    batches.push([...userIds]);
    return new Promise((resolve, reject) => {
      pending.push(() =>
        fail?.(userIds)
          ? reject(new Error("batch failed"))
          : resolve(userIds.map((userId) => ({ id: `request-of-${userId}`, status: "pending" }))),
      );
    });
  };
  const release = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { joinMany, batches, release };
}

describe("join batcher", () => {
  it("runs a quiet camp's join at once and gathers those arriving meanwhile into the next transaction", async () => {
    const { joinMany, batches, release } = recordingJoinMany();
    const batcher = createJoinBatcher(joinMany);
    const answers = ["a", "b", "c", "d"].map((user) => batcher.join("camp-1", user));
    const other = batcher.join("camp-2", "e");
    await release();
    expect(batches).toEqual([["a"], ["e"], ["b", "c", "d"]]);
    expect(await Promise.all([...answers, other])).toEqual(
      ["a", "b", "c", "d", "e"].map((user) => ({ id: `request-of-${user}`, status: "pending" })),
    );
  });

  it("when a batch fails, tries each join alone, so only the faulty one fails", async () => {
    const { joinMany, batches, release } = recordingJoinMany((ids) => ids.includes("bad"));
    const batcher = createJoinBatcher(joinMany);
    const first = batcher.join("camp", "a");
    const rest = ["b", "bad", "c"].map((user) => batcher.join("camp", user));
    const outcomes = Promise.allSettled([first, ...rest]);
    await release();
    expect(batches).toEqual([["a"], ["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
  });
});
