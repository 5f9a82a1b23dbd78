import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { weakHashingWarning } from "./auth/password.ts";
import { demoAccountsWarning } from "./db/seed/demo-warning.ts";
import { seedDemo } from "./db/seed/seed-demo.ts";

/** How long closing may take once the grace period is over and every connection was closed. */
const CLOSE_AFTER_DEADLINE_MS = 2_000;

const afterMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

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
  // Stopping has a deadline (issue 37): requests in flight get SHUTDOWN_GRACE_MS to finish, then their connections
  // are closed (a client sending its body slowly must not keep the process, nor make a supervisor's SIGKILL lose
  // what the graceful path is for); the database is checkpointed and closed either way.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.warn("shutdown: the grace period is over; closing the connections still open");
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    try {
      await Promise.race([app.close(), afterMs(config.shutdownGraceMs + CLOSE_AFTER_DEADLINE_MS)]);
    } catch (error) {
      app.log.error({ err: error }, "shutdown: closing the server failed");
    } finally {
      clearTimeout(deadline);
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
