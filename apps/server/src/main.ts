import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { weakHashingWarning } from "./auth/password.ts";
import { demoAccountsWarning } from "./db/seed/demo-warning.ts";
import { seedDemo } from "./db/seed/seed-demo.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const database = await openConfiguredDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  });
  if (config.seedDemo) await seedDemo(database.db, new Date(), config.passwordHashCost);
  const demoWarning = await demoAccountsWarning(config, database.db);

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`MedCamp is serving ${config.baseUrl} (database: ${database.kind})`);
  if (demoWarning) app.log.warn(demoWarning);
  const hashingWarning = weakHashingWarning(config.passwordHashCost);
  if (hashingWarning) app.log.warn(hashingWarning);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  process.stderr.write(
    `MedCamp failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
