import pg from "pg";

/** The PostgreSQL server e2e tests make their own databases on (the machine's, trust auth). */
export const POSTGRES_ADMIN_URL = process.env.INSTANCES_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Whether PostgreSQL answers at `url`; the tests that need it are skipped (with a warning) when it does not. */
export async function postgresReachable(url = POSTGRES_ADMIN_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
