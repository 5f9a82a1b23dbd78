import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { type ThreadMessage, type ThreadQueryOptions, type ThreadRequest, fromThreadError } from "./messages.ts";

export interface PgliteThreadOptions {
  /** Called when the thread ends other than by `close()`. */
  onStopped?: (error: Error) => void;
  /** Starts the worker (tests start one that fails on purpose). */
  startWorker?: (workerData: unknown) => Worker;
}

/** The part of a PGlite transaction that drizzle's PGlite driver uses. */
export type ThreadTransaction = Pick<Transaction, "query" | "exec" | "closed">;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The server bundle ships the worker as pglite-worker.mjs beside it. From source (tsx, Vitest) it is TypeScript,
 * and Node 20 does not apply `--import tsx` to a worker's entry, so a one-line entry loads it with tsx's tsImport.
 */
function startWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./pglite-worker.mjs", import.meta.url), { workerData });
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const entry = JSON.stringify(new URL("./worker.ts", import.meta.url).href);
  const source = `import(${tsx}).then(({ tsImport }) => tsImport(${entry}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(source, { eval: true, workerData });
}

/** drizzle's PGlite driver only asks for some types to stay text; any other parser could not run in the worker. */
function toThreadOptions(options: QueryOptions | undefined): ThreadQueryOptions {
  const textTypes = Object.entries(options?.parsers ?? {}).map(([oid, parse]) => {
    if (parse("2026-01-01", Number(oid)) !== "2026-01-01") {
      throw new Error(`PGlite in a worker thread only supports parsers that return the text (type ${oid})`);
    }
    return Number(oid);
  });
  return { rowMode: options?.rowMode, textTypes };
}

/**
 * PGlite running in a worker thread, with the part of PGlite's interface that drizzle and the server use (query,
 * exec, transaction, listen, close). Queries, commits and checkpoints run on the database thread, so they never
 * block the event loop that serves requests. A notice is delivered before the reply of the query that caused it,
 * as in-process PGlite does.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  /** Each subscription's callback, by the id the worker gave it (its notices carry that id). */
  readonly #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  #closing = false;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /**
   * Starts the database thread on `dataDir` (in memory when undefined) and waits until PGlite is ready.
   * `onStopped` is called if the thread ends other than by `close()` (every waiting call has failed by then).
   */
  static async open(dataDir: string | undefined, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const worker = (options.startWorker ?? startWorker)({ dataDir });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      worker.once("message", (message: ThreadMessage) => {
        if (message.kind === "ready") resolve();
        else reject(message.kind === "failed" ? fromThreadError(message.error) : new Error("PGlite thread failed"));
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`The database thread stopped while opening (exit code ${code})`)));
    });
    worker.on("message", (message: ThreadMessage) => thread.#receive(message));
    worker.on("error", (error) => thread.#stop(error, options.onStopped));
    worker.on("exit", (code) =>
      thread.#stop(new Error(`The database thread stopped (exit code ${code})`), options.onStopped),
    );
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ op: "query", sql, params, options: toThreadOptions(options) }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: "exec", sql }) as Promise<Results[]>;
  }

  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: "begin" })) as number;
    let closed = false;
    const tx = {
      query: async <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#call({ op: "query", sql, params, options: toThreadOptions(options), tx: id }) as Promise<Results<R>>,
      exec: (sql: string) => this.#call({ op: "exec", sql, tx: id }) as Promise<Results[]>,
      get closed() {
        return closed;
      },
    } as ThreadTransaction;
    try {
      const result = await callback(tx);
      closed = true;
      await this.#call({ op: "end", tx: id, commit: true });
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: "end", tx: id, commit: false });
      }
      throw error;
    }
  }

  /** Calls `onNotify` with every NOTIFY on `channel`; resolves to a function that stops listening. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const subscription = (await this.#call({ op: "listen", channel })) as number;
    this.#listeners.set(subscription, onNotify);
    return async () => {
      this.#listeners.delete(subscription);
      if (!this.#closed) await this.#call({ op: "unlisten", subscription });
    };
  }

  /** Checkpoints and closes the database, then ends the thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closing = true;
    try {
      await this.#call({ op: "close" });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }

  #call(request: ThreadRequest): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closed) return Promise.reject(new Error("The database is closed"));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, request });
    });
  }

  #receive(message: ThreadMessage): void {
    if (message.kind === "notify") {
      this.#listeners.get(message.subscription)?.(message.payload);
      return;
    }
    if (message.kind !== "reply") return;
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (message.ok) pending?.resolve(message.value);
    else pending?.reject(fromThreadError(message.error));
  }

  /** The thread ended (closed, or crashed): every waiting call fails rather than hanging. */
  #stop(error: Error, onStopped: ((error: Error) => void) | undefined): void {
    if (this.#stopped) return;
    this.#stopped = error;
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
    if (!this.#closing) onStopped?.(error);
  }
}
