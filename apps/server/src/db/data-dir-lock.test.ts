import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-lock-"));
const contender = path.resolve(import.meta.dirname, "../test/lock-contender.ts");
let dirs = 0;
const freshDir = () => path.join(tmp, `data-${++dirs}`);
const lockOf = (dir: string) => path.join(dir, LOCK_FILE_NAME);

/** A pid that certainly ran and has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid!;
}

/** Starts `n` processes that all try to take the lock of `dataDir` at the same moment; returns their outcomes. */
async function race(dataDir: string, n: number): Promise<string[]> {
  const go = path.join(tmp, `go-${dirs}`);
  const done = path.join(tmp, `done-${dirs}`);
  const children = Array.from({ length: n }, () => {
    const child = spawn(process.execPath, ["--import", "tsx", contender, dataDir, go, done], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    const said = (word: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const match = word.exec(out);
          if (match) resolve(match[0]);
        };
        child.stdout.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          check();
        });
        child.on("exit", () => reject(new Error(`contender exited early: ${out}`)));
      });
    return { child, ready: said(/ready/), outcome: said(/won|refused/) };
  });
  await Promise.all(children.map((c) => c.ready));
  fs.writeFileSync(go, "");
  const outcomes = await Promise.all(children.map((c) => c.outcome));
  fs.writeFileSync(done, "");
  await Promise.all(children.map((c) => new Promise((resolve) => c.child.once("exit", resolve))));
  return outcomes;
}

describe("data directory lock", () => {
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it("is taken once and released, leaving no other files behind", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockOf(dir), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("is refused while a running process holds it, naming that process", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockOf(dir), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
    expect(fs.readFileSync(lockOf(dir), "utf8")).toBe(`${process.ppid}\n`);
  });

  it("treats an empty lock file (an owner still writing it) as held", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockOf(dir), "");
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(fs.existsSync(lockOf(dir))).toBe(true);
  });

  it("takes over a lock left by a process that no longer runs", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockOf(dir), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockOf(dir), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    lock.release();
    expect(fs.existsSync(lockOf(dir))).toBe(false);
  });

  it("lets exactly one of several servers starting at once take a free directory", async () => {
    const outcomes = await race(freshDir(), 6);
    expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
  });

  it("lets exactly one of several servers starting at once take over a stale lock", async () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    fs.writeFileSync(lockOf(dir), `${deadPid()}\n`);
    const outcomes = await race(dir, 6);
    expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
