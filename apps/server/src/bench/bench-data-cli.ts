// `npm run bench:data`: fills a fresh benchmark database (DATA_DIR, default ./data-bench, or DATABASE_URL).
// BENCH_SCALE=0.1 makes a tenth of the full size (for quick runs and CI).
import { count } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { camps } from "../db/schema/index.ts";
import { FULL_SIZE, generateBenchData } from "./generate-data.ts";

const scale = Number(process.env.BENCH_SCALE ?? "1");
// The generator writes rows with SQL only; it signs no session, so any secret satisfies the configuration check.
const config = loadConfig({
  DATA_DIR: "./data-bench",
  BETTER_AUTH_SECRET: "bench-data-generator-signs-no-sessions-0000",
  CLINICAL_DATA_KEY: "bWVkY2FtcC1jbGluaWNhbC1rZXktZm9yLXRlc3RzLTE=",
  ...process.env,
  SEED_DEMO: "false",
});
const database = await openConfiguredDatabase(config);
try {
  const [existing] = await database.db.select({ n: count() }).from(camps);
  if ((existing?.n ?? 0) > 0) {
    console.log(`The benchmark database already has ${existing!.n} camps; remove ${config.dataDir} to regenerate.`);
  } else {
    const size = {
      ...FULL_SIZE,
      camps: Math.round(FULL_SIZE.camps * scale),
      users: Math.round(FULL_SIZE.users * scale),
    };
    console.log(`Generating ${JSON.stringify(size)} into ${config.databaseUrl ? "PostgreSQL" : config.dataDir}`);
    const started = performance.now();
    await generateBenchData(database.db, size, (line) => console.log(`  ${line}`));
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
