import { Worker } from "node:worker_threads";
import type { DeriveKey, ScryptOptions } from "./password.ts";

/** Thrown when every hashing thread is busy and the queue is full: answer 503 at once rather than pile up. */
export class HashPoolBusy extends Error {
  constructor() {
    super("Password hashing is at capacity");
  }
}

// Plain CommonJS run as the thread's script: scrypt runs synchronously on this thread, so it never takes one of
// libuv's four shared threads that file reads, DNS and compression need.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
parentPort.on("message", ({ id, password, salt, keylen, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});`;

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  keylen: number;
  options: ScryptOptions;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  /** Failed or stopping: takes no more jobs. */
  dead: boolean;
}

export interface HashPool {
  derive: DeriveKey;
  /** Jobs running and waiting (for tests and the bench). */
  load(): { running: number; waiting: number };
  /** Every thread is busy and the queue is full: a new job would be refused. */
  isFull(): boolean;
  close(): Promise<void>;
}

/**
 * A bounded set of threads for password hashing: at most `threads` scrypt runs at a time (each takes 128 MiB), at
 * most `queue` more wait, and anything beyond is refused with HashPoolBusy. Threads start on first use and do not
 * keep the process alive.
 */
export function createHashPool({ threads, queue }: { threads: number; queue: number }): HashPool {
  const slots: Slot[] = [];
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, settle: (job: Job) => void) => {
    const job = slot.job;
    slot.job = undefined;
    if (job) settle(job);
    dispatch();
  };

  function startSlot(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    const slot: Slot = { worker, job: undefined, dead: false };
    worker.on("message", (message: { id: number; key?: Uint8Array; error?: string }) => {
      if (slot.job?.id !== message.id) return;
      finish(slot, (job) =>
        message.key ? job.resolve(Buffer.from(message.key)) : job.reject(new Error(message.error ?? "scrypt failed")),
      );
    });
    worker.on("error", (error) => {
      slot.dead = true;
      finish(slot, (job) => job.reject(error));
    });
    worker.on("exit", () => {
      slot.dead = true;
      slots.splice(slots.indexOf(slot), 1);
      if (slot.job) finish(slot, (job) => job.reject(new Error("The hashing thread stopped")));
      else dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (!closed && waiting.length > 0) {
      const live = slots.filter((s) => !s.dead);
      const slot = live.find((s) => !s.job) ?? (live.length < threads ? startSlot() : undefined);
      if (!slot) return;
      const job = waiting.shift()!;
      slot.job = job;
      const { id, password, salt, keylen, options } = job;
      slot.worker.postMessage({ id, password, salt, keylen, options });
    }
  }

  const isFull = () => slots.filter((s) => s.job).length >= threads && waiting.length >= queue;

  return {
    isFull,
    derive(password, salt, keylen, options) {
      if (closed) return Promise.reject(new Error("The hashing pool is closed"));
      if (isFull()) return Promise.reject(new HashPoolBusy());
      return new Promise<Buffer>((resolve, reject) => {
        waiting.push({ id: nextId++, password, salt, keylen, options, resolve, reject });
        dispatch();
      });
    },
    load: () => ({ running: slots.filter((s) => s.job).length, waiting: waiting.length }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error("The hashing pool is closed"));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
