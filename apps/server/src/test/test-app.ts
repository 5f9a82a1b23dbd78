import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "./test-database.ts";

export const TEST_BASE_URL = "http://localhost:3000";
/** The auth secret of every test server; tests that sign tokens or sessions themselves use it too. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";
/** The clinical data key of every test server (32 bytes, base64); tests that open sealed rows themselves use it. */
export const TEST_CLINICAL_KEY = "dGVzdC1jbGluaWNhbC1rZXktMzItYnl0ZXMtbG9uZyE=";
/** scrypt's cost in test runs (server and browser suites); tests of hashing itself keep the default. */
export const TEST_HASH_COST = 13;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: "silent",
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: path.join(os.tmpdir(), "medcamp-unused"),
    WEB_DIST_DIR: path.join(os.tmpdir(), "medcamp-no-web"),
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    CLINICAL_DATA_KEY: TEST_CLINICAL_KEY,
    // Real scrypt at a sixteenth of the default cost: the suite signs up and in hundreds of times (ADR 024).
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real server on a fresh real database, driven with `app.inject`. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  deps: Omit<AppDeps, "database"> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Test files sign up to 20 users at once; the production queue (8) would refuse some. sign-in-flood.test.ts sets
  // a small pool of its own to prove the refusal.
  const app = await buildApp(testConfig(overrides), { database, hashing: { threads: 1, queue: 64 }, ...deps });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
