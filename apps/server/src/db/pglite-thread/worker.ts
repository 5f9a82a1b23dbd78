// The database thread: owns the embedded PGlite and answers the server thread's requests (pglite-thread/client.ts).
// PGlite runs PostgreSQL as WebAssembly, synchronously; here its work (a commit, a checkpoint, a long query) does not
// stop the server thread from answering other requests.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { pgliteOptions } from "../pglite-options.ts";
import { type ThreadMessage, type ThreadQueryOptions, type ThreadRequest, toThreadError } from "./messages.ts";

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  done: Promise<void>;
}

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string | undefined };
const database = new PGlite({ ...pgliteOptions, dataDir });
const transactions = new Map<number, OpenTransaction>();
const subscriptions = new Map<number, () => Promise<void>>();
let nextId = 1;
/** Thrown inside PGlite's transaction callback so that PGlite rolls back; never leaves this thread. */
const ROLLBACK = Symbol("rollback");

function post(message: ThreadMessage): void {
  port.postMessage(message);
}

function queryOptions({ rowMode, textTypes = [] }: ThreadQueryOptions): QueryOptions {
  const asText = (value: string) => value;
  return { rowMode, parsers: Object.fromEntries(textTypes.map((oid) => [oid, asText])) };
}

/** The transaction a request runs in, or the database itself. */
function target(tx: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (tx === undefined) return database;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.tx;
}

/** Opens a transaction that stays open until an `end` request decides it. */
async function begin(): Promise<number> {
  const id = nextId++;
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const done = database
    .transaction(async (tx) => {
      transactions.set(id, { tx, decide, done });
      started();
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (error !== ROLLBACK) throw error;
      },
    )
    .finally(() => transactions.delete(id));
  await Promise.race([begun, done]); // BEGIN itself may fail
  return id;
}

async function end(tx: number, commit: boolean): Promise<void> {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  open.decide(commit);
  await open.done; // the commit has finished (and its notices were posted) before the reply
}

async function listen(channel: string): Promise<number> {
  const id = nextId++;
  subscriptions.set(
    id,
    await database.listen(channel, (payload) => post({ kind: "notify", subscription: id, payload })),
  );
  return id;
}

async function close(): Promise<void> {
  if (database.closed) return;
  await database.query("CHECKPOINT");
  await database.close();
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case "query":
      return target(request.tx).query(request.sql, request.params, queryOptions(request.options));
    case "exec":
      return target(request.tx).exec(request.sql);
    case "begin":
      return begin();
    case "end":
      return end(request.tx, request.commit);
    case "listen":
      return listen(request.channel);
    case "unlisten": {
      const unlisten = subscriptions.get(request.subscription);
      subscriptions.delete(request.subscription);
      if (unlisten && !database.closed) await unlisten();
      return undefined;
    }
    case "close":
      return close();
  }
}

port.on("message", ({ id, request }: { id: number; request: ThreadRequest }) => {
  handle(request).then(
    (value) => post({ kind: "reply", id, ok: true, value }),
    (error: unknown) => post({ kind: "reply", id, ok: false, error: toThreadError(error) }),
  );
});

database.waitReady.then(
  () => post({ kind: "ready" }),
  (error: unknown) => post({ kind: "failed", error: toThreadError(error) }),
);
