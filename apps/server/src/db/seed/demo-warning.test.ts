import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_ADMIN } from "@medcamp/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startMain } from "../../test/main-process.ts";
import { TEST_HASH_COST } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../client.ts";
import { demoAccountsWarning } from "./demo-warning.ts";
import { seedDemo } from "./seed-demo.ts";

const PUBLIC = "https://camps.example.org";

describe("the demo accounts warning", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("says nothing on a loopback origin, nor on a public one without demo accounts or SEED_DEMO", async () => {
    expect(await demoAccountsWarning({ baseUrl: "http://localhost:3000", seedDemo: true }, database.db)).toBe(
      undefined,
    );
    expect(await demoAccountsWarning({ baseUrl: PUBLIC, seedDemo: false }, database.db)).toBe(undefined);
  });

  it("warns of SEED_DEMO=true on a public origin before anything is seeded", async () => {
    const warning = await demoAccountsWarning({ baseUrl: PUBLIC, seedDemo: true }, database.db);
    expect(warning).toContain(`SEED_DEMO=true on the public origin ${PUBLIC}`);
    expect(warning).toContain("npm run create-admin");
  });

  it("names the demo accounts that exist, with SEED_DEMO on or off", async () => {
    await seedDemo(database.db, new Date(), TEST_HASH_COST);
    for (const seedDemoOn of [true, false]) {
      const warning = await demoAccountsWarning({ baseUrl: PUBLIC, seedDemo: seedDemoOn }, database.db);
      expect(warning).toContain("Demo accounts with published passwords exist");
      expect(warning).toContain(`${DEMO_ADMIN.email} (admin)`);
      expect(warning).toContain("sara@medcamp.dev (student)");
      expect(warning?.includes("Unset SEED_DEMO")).toBe(seedDemoOn);
    }
  });
});

/** The pino lines of a server's output at `warn` (level 40). */
function warnings(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);
}

const isDemoWarning = (message: string) => /demo accounts|SEED_DEMO/i.test(message);

describe("the server process on a public origin", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-public-"));
  // One directory for both tests: the first start leaves it migrated and empty (no user, no camp), which is all the
  // seed asks, and a fresh one would cost its own setup. Run alone, the second test starts on a fresh directory.
  const dataDir = path.join(tmp, "data");
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  async function start(env: Record<string, string> = {}) {
    const port = await freePort();
    const server = startMain({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: PUBLIC,
      LOG_LEVEL: "info",
      // The demo passwords hashed at the suite's cost (ADR 024): its own warning is not a demo warning.
      PASSWORD_HASH_COST: String(TEST_HASH_COST),
      ...env,
    });
    await server.waitFor(/MedCamp is serving/);
    const api = (pathname: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}/api${pathname}`, init);
    const signInAsDemoAdmin = () =>
      api("/auth/sign-in/email", {
        method: "POST",
        headers: { origin: PUBLIC, "content-type": "application/json" },
        body: JSON.stringify(DEMO_ADMIN),
      });
    return { server, api, signInAsDemoAdmin };
  }

  it("seeds no demo account and shows no demo hint by default", async () => {
    const { server, api, signInAsDemoAdmin } = await start();
    try {
      expect(warnings(server.output()).filter(isDemoWarning)).toEqual([]);
      expect(((await (await api("/app-config")).json()) as { demoSeed: boolean }).demoSeed).toBe(false);
      expect((await signInAsDemoAdmin()).status).toBe(401);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("seeds them with SEED_DEMO=true and warns at every start", async () => {
    for (const round of [1, 2]) {
      const { server, signInAsDemoAdmin } = await start({ SEED_DEMO: "true" });
      try {
        const warning = await server.waitFor(/Demo accounts with published passwords exist/, 5_000);
        expect(warning, `start ${round}`).toContain(DEMO_ADMIN.email);
        expect(warnings(server.output()).filter(isDemoWarning)).toHaveLength(1);
        expect((await signInAsDemoAdmin()).status).toBe(200);
      } finally {
        await server.stop();
      }
    }
  }, 120_000);
});
