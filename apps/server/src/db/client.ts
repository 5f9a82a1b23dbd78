import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { serverRoot } from "../server-root.ts";
import { PgliteThread, type PgliteThreadOptions } from "./pglite-thread/client.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(…)`: what a repository writes with when its change joins a larger one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

/** An open database: the drizzle handle, what it runs on, and how to migrate and close it. */
export interface Database {
  db: Db;
  /**
   * The join batches' handle (the requests service's group commit): on PostgreSQL a pool of its own of
   * `JOIN_BATCH_CONNECTIONS`, so a rush's batches, each holding everyone's answer, never wait behind the requests
   * queued for `db`'s connections; on PGlite, one session, `db` itself.
   */
  batchDb: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  /** Checkpoints (PGlite) and closes. */
  close(): Promise<void>;
  /** The PGlite instance when embedded in this thread (tests snapshot it). */
  pglite?: PGlite;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (delivered after the sender commits). On
   * PostgreSQL this holds a connection of its own; `onLost` says it broke and no further notice will come.
   * Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
}

export { pgliteOptions } from "./pglite-options.ts";

/** Runs raw SQL and returns its rows, the same way on PGlite and node-postgres. */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const migrationsFolder = path.join(serverRoot, "drizzle");

/** Embedded PGlite in this thread (the tests' per-file copies) or in its own thread (the server). */
export function wrapPglite(client: PGlite | PgliteThread): Database {
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Db,
    batchDb: db as unknown as Db,
    kind: "pglite",
    pglite: client instanceof PGlite ? client : undefined,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite is one session: notices arrive before the committing query resolves; never lost.
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten(); // a closed database has stopped sending anyway
      };
    },
    close: async () => {
      if (client.closed) return;
      if (client instanceof PGlite) await client.query("CHECKPOINT"); // the thread checkpoints on its own
      await client.close();
    },
  };
}

/**
 * Opens PGlite on `dataDir` (in memory when undefined) in a worker thread, so that its queries, commits and
 * checkpoints do not block the server's event loop (docs/performance.md).
 */
export async function openPglite(dataDir: string | undefined, options?: PgliteThreadOptions): Promise<Database> {
  return wrapPglite(await PgliteThread.open(dataDir, options));
}

/** Timeouts of every pooled PostgreSQL connection (a statement longer than the request timeout is cut off). */
export interface PostgresTimeouts {
  statementTimeoutMs: number;
  connectionTimeoutMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { statementTimeoutMs: 15_000, connectionTimeoutMs: 10_000 };

/** Any fixed number: every MedCamp server takes this advisory lock while it migrates. */
const MIGRATION_LOCK = 72_616_001;

/** The ordinary requests' pool per instance, by default. */
export const POSTGRES_CONNECTIONS = 10;
/**
 * The join batches' pool per instance: a batch holds its camp's lock, so a camp has one at a time; two serve two
 * camps in a rush at once, or a failed batch's joins retried one by one.
 */
export const JOIN_BATCH_CONNECTIONS = 2;

export function openPostgres(
  connectionString: string,
  max = POSTGRES_CONNECTIONS,
  timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS,
): Database {
  const poolOf = (size: number) =>
    new pg.Pool({
      connectionString,
      max: size,
      statement_timeout: timeouts.statementTimeoutMs,
      idle_in_transaction_session_timeout: 60_000,
      connectionTimeoutMillis: timeouts.connectionTimeoutMs,
    });
  const pool = poolOf(max);
  const batchPool = poolOf(JOIN_BATCH_CONNECTIONS);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    batchDb: drizzlePg({ client: batchPool, schema }) as unknown as Db,
    kind: "postgres",
    /**
     * Several servers may start together on one database: the advisory lock lets one migrate while the others
     * wait, then find nothing left to do. Migrations may take longer than a request, so no statement timeout.
     */
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("set statement_timeout = 0");
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onLost) => listenPostgres(connectionString, channel, onNotify, onLost),
    close: async () => {
      await Promise.all([pool.end(), batchPool.end()]);
    },
  };
}

async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  let stopping = false;
  const lost = () => {
    if (!stopping) onLost();
  };
  client.on("notification", (message) => {
    if (message.channel === channel) onNotify(message.payload ?? "");
  });
  client.on("error", lost);
  client.on("end", lost);
  await client.connect();
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  return async () => {
    stopping = true;
    await client.end();
  };
}
