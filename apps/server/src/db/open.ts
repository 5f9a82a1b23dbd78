import type { Config } from "../config.ts";
import { type Database, openPglite, openPostgres } from "./client.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    await database.migrate();
    return database;
  }
  const lock = acquireDataDirLock(config.dataDir);
  try {
    const database = await openPglite(`${config.dataDir}/pgdata`);
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
