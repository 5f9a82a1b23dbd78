import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { repoRoot } from "../e2e/harness/paths.ts";

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A database the bench may write to, thrown away afterwards; `env` points the server at it. */
export interface Dataset {
  kind: "pglite" | "postgres";
  env: Record<string, string>;
  /** For PGlite, the copy's DATA_DIR (the server's DATA_DIR must be passed as startServer's first argument). */
  dataDir: string;
  drop(): Promise<void>;
}

function generate(env: Record<string, string>, log: (line: string) => void) {
  log(`generating benchmark data (${env.DATABASE_URL ? "PostgreSQL" : env.DATA_DIR}); this takes a few minutes once`);
  const run = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/bench/bench-data-cli.ts"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) throw new Error("npm run bench:data failed");
}

const suffix = (scale: number) => (scale === 1 ? "" : `-${String(scale).replace(".", "_")}`);

/** The embedded benchmark database (generated into ./data-bench once), copied so the run leaves it untouched. */
export async function pgliteDataset(scale: number, log: (line: string) => void): Promise<Dataset> {
  const source = path.join(repoRoot, `data-bench${suffix(scale)}`);
  if (!fs.existsSync(path.join(source, "pgdata"))) {
    generate({ DATA_DIR: source, BENCH_SCALE: String(scale) }, log);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-bench-"));
  fs.cpSync(path.join(source, "pgdata"), path.join(dataDir, "pgdata"), { recursive: true });
  return {
    kind: "pglite",
    env: {},
    dataDir,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** PostgreSQL: the benchmark database (generated once), cloned per run from it as a template; undefined when unreachable. */
export async function postgresDataset(scale: number, log: (line: string) => void): Promise<Dataset | undefined> {
  const source = `medcamp_bench${suffix(scale).replace("-", "_")}`;
  try {
    await admin(async (c) => {
      const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [source]);
      if (!rowCount) await c.query(`create database ${source}`);
    });
  } catch (error) {
    log(`PostgreSQL is not reachable at ${PG_ADMIN_URL} (${String(error)}); its figures are skipped`);
    return undefined;
  }
  generate({ DATABASE_URL: urlOf(source), BENCH_SCALE: String(scale) }, log); // a no-op when it has its camps
  const copy = `${source}_run_${process.pid}`;
  await admin((c) => c.query(`create database ${copy} template ${source}`));
  return {
    kind: "postgres",
    env: {
      DATABASE_URL: urlOf(copy),
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-00",
      CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
    },
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-bench-pg-")),
    drop: () => admin((c) => c.query(`drop database if exists ${copy} with (force)`)).then(() => undefined),
  };
}
