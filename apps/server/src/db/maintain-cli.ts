// `npm run db:maintain`: VACUUM ANALYZE the configured database. PGlite runs no autovacuum, so an embedded
// database that has seen many writes keeps its planner statistics and index-only scans fresh this way; it takes
// the DATA_DIR lock, so run it while the server is stopped. On PostgreSQL autovacuum does this already.
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "./open.ts";

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const started = performance.now();
    await database.db.execute(sql`vacuum analyze`);
    console.log(`VACUUM ANALYZE done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
