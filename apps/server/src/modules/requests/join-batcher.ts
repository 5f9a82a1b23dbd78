import type { JoinOutcome } from "./seats-repository.ts";

/** Joins for one camp in one transaction, in arrival order (seats-repository's joinMany). */
export type JoinMany = (campId: string, userIds: readonly string[]) => Promise<JoinOutcome[]>;

interface Waiting {
  userId: string;
  settle: (outcome: Promise<JoinOutcome>) => void;
}

/** Most joins one transaction takes; more wait for the next. */
const BATCH_MAX = 500;

/**
 * Group commit for joins (issue 18's sell-out rush). Joins for one camp serialise on its row lock, and each
 * transaction pays a durable commit, so one at a time a rush tops out near 1 / commit time. Here a camp's joins that
 * arrive while its previous transaction runs wait and then go together in the next one: the first join of a quiet
 * camp runs at once, and under a rush each transaction carries everyone who arrived meanwhile.
 *
 * Only requests still waiting for their answer are held here, never acknowledged work: a crash fails them like any
 * request in flight. Instances batch their own joins; the camp's row lock orders batches across instances.
 */
export function createJoinBatcher(joinMany: JoinMany) {
  const queues = new Map<string, Waiting[]>();

  /** One transaction for the batch; if it fails, each join alone, so one camper's fault is not everyone's. */
  function runBatch(campId: string, userIds: string[]): Promise<Promise<JoinOutcome>[]> {
    return joinMany(campId, userIds).then(
      (all) => all.map((outcome) => Promise.resolve(outcome)),
      (error: unknown) =>
        userIds.length === 1
          ? [Promise.reject(error)]
          : userIds.map((userId) => joinMany(campId, [userId]).then(([outcome]) => outcome!)),
    );
  }

  async function drain(campId: string, queue: Waiting[]) {
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_MAX);
      const outcomes = runBatch(
        campId,
        batch.map((w) => w.userId),
      );
      batch.forEach((w, i) => w.settle(outcomes.then((all) => all[i]!)));
      await outcomes.then((all) => Promise.allSettled(all));
    }
    queues.delete(campId);
  }

  return {
    join(campId: string, userId: string): Promise<JoinOutcome> {
      return new Promise<JoinOutcome>((resolve) => {
        const waiting: Waiting = { userId, settle: resolve };
        const queue = queues.get(campId);
        if (queue) {
          queue.push(waiting);
          return;
        }
        const fresh = [waiting];
        queues.set(campId, fresh);
        void drain(campId, fresh);
      });
    },
  };
}
export type JoinBatcher = ReturnType<typeof createJoinBatcher>;
