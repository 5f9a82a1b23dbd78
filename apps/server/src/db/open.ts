import type { Config } from "../config.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";

/**
 * The embedded database's thread ended on its own (it never has in any test or bench run): a server without its
 * database can only answer errors, so it exits for its supervisor to restart it (the data-dir lock of a dead
 * process is taken over at the next start).
 */
function exitWithoutDatabase(error: Error): never {
  process.stderr.write(`MedCamp's embedded database stopped: ${error.message}. Exiting.\n`);
  process.exit(1);
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    await database.migrate();
    return database;
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(`${config.dataDir}/pgdata`, { onStopped: exitWithoutDatabase });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
