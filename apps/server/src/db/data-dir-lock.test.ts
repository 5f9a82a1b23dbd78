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

const hasProc = fs.existsSync("/proc/self/stat");

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTimeOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

/**
 * A process that has exited but is not reaped: a shell forks a short-lived child and then becomes `sleep`, which
 * never waits for it. The child outlives the shell's `exec` (a shell may reap a child that ended before it), so it
 * ends under `sleep`. Resolves with the zombie's pid once /proc shows it as one; `end` ends its parent.
 */
async function zombie(): Promise<{ pid: number; end(): void }> {
  const parent = spawn("sh", ["-c", "sleep 0.3 & echo $!; exec sleep 60"], { stdio: ["ignore", "pipe", "ignore"] });
  const end = () => parent.kill("SIGKILL");
  const pid = await new Promise<number>((resolve, reject) => {
    parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    parent.once("error", reject);
  });
  for (let tries = 0; tries < 500; tries++) {
    const state = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    if (state === "Z") return { pid, end };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  end();
  throw new Error(`process ${pid} never became a zombie`);
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

  it.runIf(hasProc)("records the owner's start time next to its pid", () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    const [pid, token, start] = fs.readFileSync(lockOf(dir), "utf8").split("\n");
    expect(pid).toBe(String(process.pid));
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(start).toBe(`start ${startTimeOf(process.pid)}`);
    lock.release();
  });

  it.runIf(hasProc)("is refused while the recorded process runs with the recorded start time", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    const text = `${process.ppid}\ntoken\nstart ${startTimeOf(process.ppid)}\n`;
    fs.writeFileSync(lockOf(dir), text);
    expect(() => acquireDataDirLock(dir)).toThrow(`pid ${process.ppid}`);
    expect(fs.readFileSync(lockOf(dir), "utf8")).toBe(text);
  });

  it.runIf(hasProc)("takes over a lock whose pid now belongs to a process started at another time", () => {
    const dir = freshDir();
    fs.mkdirSync(dir);
    const other = String(Number(startTimeOf(process.ppid)) + 1);
    fs.writeFileSync(lockOf(dir), `${process.ppid}\ntoken\nstart ${other}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockOf(dir), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
    lock.release();
  });

  it.runIf(hasProc)("takes over a lock whose owner was killed and is still a zombie, old format or new", async () => {
    const dead = await zombie();
    try {
      // kill(pid, 0) alone says a zombie lives: that is what refused a supervisor's immediate restart.
      expect(() => process.kill(dead.pid, 0)).not.toThrow();
      for (const text of [`${dead.pid}\n`, `${dead.pid}\ntoken\nstart ${startTimeOf(dead.pid)}\n`]) {
        const dir = freshDir();
        fs.mkdirSync(dir);
        fs.writeFileSync(lockOf(dir), text);
        const lock = acquireDataDirLock(dir);
        expect(fs.readFileSync(lockOf(dir), "utf8")).toMatch(new RegExp(`^${process.pid}\\n`));
        lock.release();
      }
    } finally {
      dead.end();
    }
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
