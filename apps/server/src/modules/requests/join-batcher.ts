/**
 * One transaction for a camp's joins (the requests service's joinBatch). It takes the camp's row lock, then calls
 * `take` once for the joins it is to write (in arrival order), and answers one outcome per join taken, in that order.
 */
export type JoinBatch<Join, Outcome> = (campId: string, take: () => Join[]) => Promise<Outcome[]>;

interface Waiting<Join, Outcome> {
  join: Join;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/** Most joins one transaction takes; more wait for the next. */
const BATCH_MAX = 500;

/**
 * Group commit for joins (issue 18's sell-out rush). Joins for one camp serialise on its row lock, and each
 * transaction pays a durable commit, so one at a time a rush tops out near 1 / commit time. Here a camp's joins that
 * arrive while its previous transaction runs wait and then go together in the next one: the first join of a quiet
 * camp runs at once, and under a rush each transaction carries everyone who arrived meanwhile. A batch takes its
 * joins only once it holds the camp's lock, so those that arrive while it waits for a connection or the lock go too.
 *
 * Only requests still waiting for their answer are held here, never acknowledged work: a crash fails them like any
 * request in flight. Instances batch their own joins; the camp's row lock orders batches across instances.
 */
export function createJoinBatcher<Join, Outcome>(joinBatch: JoinBatch<Join, Outcome>) {
  type Queued = Waiting<Join, Outcome>;
  const queues = new Map<string, Queued[]>();

  /** One join in a transaction of its own: a failed batch's joins are retried so, so one camper's fault is theirs. */
  function alone(campId: string, waiting: Queued) {
    return joinBatch(campId, () => [waiting.join]).then(([outcome]) => waiting.resolve(outcome!), waiting.reject);
  }

  /** One transaction for the joins waiting once it holds the camp's lock; if it fails, each of them alone. */
  async function runBatch(campId: string, queue: Queued[]) {
    let taken: Queued[] | undefined;
    const take = () => (taken ??= queue.splice(0, BATCH_MAX)).map((w) => w.join);
    try {
      const outcomes = await joinBatch(campId, take);
      if (!taken) throw new Error("a join batch ended without taking its joins");
      taken.forEach((w, i) => w.resolve(outcomes[i]!));
    } catch (error) {
      // Failed before it took them (no connection, say): they are the ones it would have taken.
      const batch = taken ?? queue.splice(0, BATCH_MAX);
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((w) => alone(campId, w)));
    }
  }

  async function drain(campId: string, queue: Queued[]) {
    while (queue.length > 0) await runBatch(campId, queue);
    queues.delete(campId);
  }

  return {
    join(campId: string, join: Join): Promise<Outcome> {
      return new Promise<Outcome>((resolve, reject) => {
        const waiting: Queued = { join, resolve, reject };
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
