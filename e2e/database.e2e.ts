import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverBundle } from "./harness/build-server.ts";
import { repoRoot } from "./harness/paths.ts";
import { type RunningServer, startServer } from "./harness/server-process.ts";

/** The embedded database's process-level rules (architecture.md §3.5): one owner per DATA_DIR, and crash durability. */
describe("embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-db-rules-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const running: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
  });

  it("refuses a second server on the same DATA_DIR, keeps data written before a kill -9, and restarts", async () => {
    const first = await startServer(dataDir);
    running.push(first);
    const signIn = await fetch(`${first.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: first.url },
      body: JSON.stringify({
        email: "durable@example.org",
        password: "Durable1",
        name: "Durable Camper",
        image: "https://example.org/d.png",
      }),
    });
    expect(signIn.status).toBe(200);

    // The bundle `npm start` runs (a second server from the TypeScript sources took 10 s of compiling to say no).
    const second = spawnSync(process.execPath, [await serverBundle()], {
      cwd: repoRoot,
      env: { ...process.env, PORT: "0", BASE_URL: "http://127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The data directory ${dataDir} is in use by another MedCamp server`);

    expect(await first.kill("SIGKILL")).toContain("SIGKILL");
    expect(fs.existsSync(path.join(dataDir, "medcamp.lock"))).toBe(true);

    const restarted = await startServer(dataDir);
    running.push(restarted);
    try {
      const signInAgain = await fetch(`${restarted.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: restarted.url },
        body: JSON.stringify({ email: "durable@example.org", password: "Durable1" }),
      });
      expect(signInAgain.status).toBe(200);
      const meals = (await (await fetch(`${restarted.url}/api/meals?limit=1`)).json()) as { totalPages: number };
      expect(meals.totalPages).toBeGreaterThanOrEqual(24);
    } finally {
      await restarted.stop();
    }
    expect(fs.existsSync(path.join(dataDir, "medcamp.lock"))).toBe(false);
  }, 180_000);
});
