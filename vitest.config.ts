import { defineConfig, type TestProjectConfiguration } from "vitest/config";
import { LongestFirstSequencer } from "./scripts/longest-first-sequencer.ts";

/**
 * TEST_POSTGRES_URL (CI sets it) adds the server suite a second time, against that PostgreSQL, as the project
 * `server-pg` of the same run: its files share the two workers with the rest instead of running after them.
 * `npm run test:server` with TEST_DATABASE_URL still runs the server suite on PostgreSQL alone.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;
const serverOnPostgres: TestProjectConfiguration[] = postgresUrl
  ? [
      {
        extends: "./apps/server/vitest.config.ts",
        root: "./apps/server",
        test: {
          name: "server-pg",
          // The embedded pass sends the full 5,000+ fuzzing requests; this one a lighter pass.
          env: { TEST_DATABASE_URL: postgresUrl, FUZZ_RUNS: process.env.FUZZ_RUNS_POSTGRES ?? "20" },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ["packages/contract", "apps/server", "apps/web", "e2e", ...serverOnPostgres],
    // Vitest's default is one file at a time on a 2-core machine (CPUs − 1); browser and server files spend much
    // of their time waiting on a page, a socket or a database, so two at a time finishes sooner.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
