import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions, wrapPglite } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/**
 * Migrates one embedded database and snapshots it, so each test file starts its own copy in about a
 * second instead of paying PGlite's start and the migrations again (architecture.md §2.1 pitfall 2).
 * With TEST_DATABASE_URL set, test files create their own PostgreSQL databases instead.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-snapshot-"));
  const snapshotPath = path.join(dir, "migrated.tar");
  if (!process.env.TEST_DATABASE_URL) {
    const pglite = new PGlite(pgliteOptions);
    await wrapPglite(pglite).migrate();
    const blob = await pglite.dumpDataDir("none");
    fs.writeFileSync(snapshotPath, Buffer.from(await blob.arrayBuffer()));
    await pglite.close();
  }
  project.provide("pgliteSnapshotPath", snapshotPath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
