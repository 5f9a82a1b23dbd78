import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite, queryRows } from "../client.ts";
import { camps } from "../schema/index.ts";
import { PgliteThread } from "./client.ts";

/** The embedded database's own driver: CI's second pass on PostgreSQL (TEST_DATABASE_URL) has nothing of it to prove. */
const describeEmbedded = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

describeEmbedded("PGlite in a worker thread", () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open(undefined);
    await thread.exec("create table item (id int primary key, name text not null, at timestamptz default now())");
  });
  afterAll(() => thread.close());

  it("answers queries in object and array rows, leaving the asked-for types as text", async () => {
    await thread.query("insert into item (id, name, at) values ($1, $2, $3)", [1, "one", "2026-11-22T10:00:00Z"]);
    const objects = await thread.query<{ id: number; name: string }>("select id, name from item where id = $1", [1]);
    expect(objects.rows).toEqual([{ id: 1, name: "one" }]);
    const arrays = await thread.query("select id, at from item where id = 1", [], {
      rowMode: "array",
      parsers: { 1184: (text: string) => text },
    });
    expect(arrays.rows).toEqual([[1, "2026-11-22 10:00:00+00"]]);
    const parsed = await thread.query<{ at: unknown }>("select at from item where id = 1");
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
  });

  it("refuses a parser it cannot run in the other thread", async () => {
    await expect(thread.query("select 1", [], { parsers: { 1184: () => 42 } })).rejects.toThrow(/only supports/);
  });

  it("commits a transaction that returns and rolls back one that throws", async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into item (id, name) values (2, 'two')");
      await tx.exec("update item set name = 'TWO' where id = 2");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into item (id, name) values (3, 'three')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const rows = await thread.query<{ id: number; name: string }>("select id, name from item where id in (2, 3)");
    expect(rows.rows).toEqual([{ id: 2, name: "TWO" }]);
  });

  it("passes PostgreSQL's error fields across and rolls the failed transaction back", async () => {
    const failure = thread.transaction(async (tx) => {
      await tx.query("insert into item (id, name) values (4, 'four')");
      await tx.query("insert into item (id, name) values (1, 'duplicate')");
    });
    await expect(failure).rejects.toMatchObject({ code: "23505", constraint: "item_pkey" });
    expect((await thread.query("select 1 from item where id = 4")).rows).toEqual([]);
  });

  it("makes other queries wait for an open transaction, as one PGlite session does", async () => {
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into item (id, name) values (5, 'five')");
      outside = thread.query("select name from item where id = 5");
      await tx.query("update item set name = 'FIVE' where id = 5");
    });
    await expect(outside).resolves.toMatchObject({ rows: [{ name: "FIVE" }] });
  });

  it("delivers a notice before the committing query resolves, and stops after unlisten", async () => {
    const heard: string[] = [];
    const unlisten = await thread.listen("item_change", (payload) => heard.push(payload));
    await thread.transaction(async (tx) => {
      await tx.query("select pg_notify('item_change', 'in a transaction')");
    });
    expect(heard).toEqual(["in a transaction"]);
    await thread.query("select pg_notify('item_change', 'alone')");
    expect(heard).toEqual(["in a transaction", "alone"]);
    await unlisten();
    await thread.query("select pg_notify('item_change', 'unheard')");
    expect(heard).toEqual(["in a transaction", "alone"]);
  });

  it("keeps this thread's event loop turning while a long query runs", async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const turnsBefore = turns;
    await thread.query("select count(*) from generate_series(1, 3000000)");
    running = false;
    // In-process PGlite runs the whole query synchronously, so no turn could happen while it runs.
    expect(turns - turnsBefore).toBeGreaterThan(10);
  });
});

describeEmbedded("when the database thread ends", () => {
  /** A stand-in worker (plain JavaScript) that says it is ready, then ends with code 3 on the first request. */
  const dyingWorker = (workerData: unknown) =>
    new Worker(
      `const { parentPort } = require("node:worker_threads");
       parentPort.postMessage({ kind: "ready" });
       parentPort.once("message", () => process.exit(3));`,
      { eval: true, workerData },
    );

  it("fails the waiting call and every later one, and reports the stop once", async () => {
    const stops: Error[] = [];
    const thread = await PgliteThread.open(undefined, {
      startWorker: dyingWorker,
      onStopped: (error) => stops.push(error),
    });
    await expect(thread.query("select 1")).rejects.toThrow("The database thread stopped (exit code 3)");
    await expect(thread.query("select 1")).rejects.toThrow("The database thread stopped (exit code 3)");
    expect(thread.closed).toBe(true);
    expect(stops.map((error) => error.message)).toEqual(["The database thread stopped (exit code 3)"]);
  });

  it("refuses to open when the thread ends before it is ready", async () => {
    const exitAtOnce = (workerData: unknown) => new Worker("process.exit(4)", { eval: true, workerData });
    await expect(PgliteThread.open(undefined, { startWorker: exitAtOnce })).rejects.toThrow(
      "The database thread stopped while opening (exit code 4)",
    );
  });

  it("does not report a stop when it was closed", async () => {
    const stops: Error[] = [];
    const thread = await PgliteThread.open(undefined, { onStopped: (error) => stops.push(error) });
    await thread.query("select 1");
    await thread.close(); // resolves once the worker's exit event has been emitted (worker.terminate())
    expect(thread.closed).toBe(true);
    expect(stops).toEqual([]);
  });
});

describeEmbedded("the server's PGlite (openPglite)", () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-thread-"));
    database = await openPglite(dataDir);
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs drizzle queries and keeps what was committed after a close and a reopen", async () => {
    const [inserted] = await database.db
      .insert(camps)
      .values({
        title: "Thread camp",
        category: "3days",
        image: "/images/camps/1.svg",
        ingredients: ["Kept on disk"],
        price: 10,
        description: "Kept on disk",
        distributorName: "Admin",
        distributorEmail: "admin@medcamp.test",
      })
      .returning({ id: camps.id, postTime: camps.postTime });
    expect(inserted!.postTime).toBeInstanceOf(Date);
    await database.close();
    await expect(database.db.select().from(camps)).rejects.toThrow();

    database = await openPglite(dataDir);
    const rows = await queryRows<{ title: string }>(
      database.db,
      sql`select title from meal where id = ${inserted!.id}`,
    );
    expect(rows).toEqual([{ title: "Thread camp" }]);
  });
});
