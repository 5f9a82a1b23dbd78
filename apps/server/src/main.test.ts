import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-main-"));

/** Runs the real server entry point with only the given variables; resolves with its exit code and stderr. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/main.ts"],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), DATA_DIR: dataDir, PORT: "0", ...env },
        // A server that wrongly starts would run forever; this ends it and the test fails on the code.
        timeout: 60_000,
      },
      (error, _stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stderr }),
    );
  });
}

describe("the server process refuses a bad configuration", () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("exits non-zero naming the variable with a bad value", async () => {
    const { code, stderr } = await startServer({ PORT: "eighty" });
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toContain("PORT: must be a port number");
  });

  it("refuses DATABASE_URL without BETTER_AUTH_SECRET before touching any database", async () => {
    // Nothing listens on port 1: a server that tried to connect first would fail with a connection error instead.
    const { code, stderr } = await startServer({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    expect(code).toBe(1);
    expect(stderr).toContain("BETTER_AUTH_SECRET: required with DATABASE_URL");
    expect(stderr).not.toMatch(/ECONNREFUSED|stack|at /);
  });
});
