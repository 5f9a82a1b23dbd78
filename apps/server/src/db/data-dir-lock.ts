import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = "medcamp.lock";

/** Lock files this process holds: a second acquire in the same process is refused too. */
const heldHere = new Set<string>();

/** What /proc/<pid>/stat says of a process: its state letter and its start time (clock ticks since boot). */
interface ProcStat {
  state: string;
  startTime: string;
}

/**
 * Reads /proc/<pid>/stat (Linux). Undefined where there is no such file: no /proc (macOS, Windows), a process
 * that is gone, or one that /proc hides (hidepid).
 */
function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid … starttime …": comm may hold spaces and parentheses, so count fields after the last
  // ")". The state is field 3 and the start time field 22 (proc(5)), so 0 and 19 after it.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  const [state, startTime] = [fields[0], fields[19]];
  if (state === undefined || startTime === undefined || !/^\d+$/.test(startTime)) return undefined;
  return { state, startTime };
}

/** This process's start time, recorded in its lock so that a later reader can tell a reused pid from it. */
const ownStartTime = procStat(process.pid)?.startTime;

/** Whether signals reach `pid`: true for a zombie too, which has exited but not yet been reaped by its parent. */
function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether the lock's owner still runs. A zombie (killed, its parent not yet reaped it: a supervisor restarting
 * the server at once sees this for a moment) or dead process has closed every file, so it holds nothing; nor does a
 * process whose start time differs from the recorded one (its pid was reused). Where /proc tells nothing, the
 * answer is kill(pid, 0)'s.
 */
function ownerRuns(pid: number, startTime: string | undefined): boolean {
  if (!signalable(pid)) return false;
  const stat = procStat(pid);
  // Gone between the two looks, or hidden from /proc: ask the kernel once more.
  if (stat === undefined) return signalable(pid);
  if (stat.state === "Z" || stat.state === "X" || stat.state === "x") return false;
  return startTime === undefined || stat.startTime === startTime;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The lock file's text, or undefined when there is none. */
function readLock(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

/** Errors of file systems without hard links (some network and FAT-style volumes). */
const NO_HARD_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"]);

/**
 * Creates `lockPath` with `text` in one step: a hard link to the complete `source` file (atomic, fails if the lock
 * exists). Where the file system has no hard links, an exclusive create followed by the write; a reader that
 * finds that file still empty treats it as held.
 */
function tryCreate(source: string, lockPath: string, text: string): boolean {
  try {
    fs.linkSync(source, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    if (!NO_HARD_LINKS.has(errorCode(error) ?? "")) throw error;
  }
  try {
    fs.writeFileSync(lockPath, text, { flag: "wx" });
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  }
}

/**
 * Removes a stale lock whose text was `staleText`, unless someone replaced it meanwhile: the lock is first moved
 * aside atomically (only one process can move a given file), then checked; a live lock moved by mistake is put
 * back. The texts carry a random token, so a new lock is never mistaken for the stale one.
 */
function removeStaleLock(lockPath: string, staleText: string): void {
  const aside = `${lockPath}.stale-${process.pid}-${randomUUID()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw error;
  }
  const moved = readLock(aside);
  if (moved !== undefined && moved !== staleText) tryCreate(aside, lockPath, moved);
  fs.rmSync(aside, { force: true });
}

/**
 * Takes the exclusive lock file of an embedded-database directory. PGlite has no cross-process lock and two
 * openers silently lose data, so a second server must refuse to start. The lock appears in one atomic step with
 * its owner's pid already in it (a complete file hard-linked into place), so no other process can see it half
 * written. A lock left behind by a killed process is taken over: its pid no longer runs, is a zombie (killed and
 * not yet reaped, as when a supervisor restarts the server at once), runs a process that started at another time
 * than the one recorded (the pid was reused), or is our own pid reused after a container restart.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  // Line 1 the pid (all an older server reads), line 2 a token unique to this lock, line 3 the start time if known.
  const ownText = `${process.pid}\n${randomUUID()}\n${ownStartTime === undefined ? "" : `start ${ownStartTime}\n`}`;
  const candidate = `${lockPath}.new-${process.pid}-${randomUUID()}`;
  fs.writeFileSync(candidate, ownText, { flag: "wx" });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (tryCreate(candidate, lockPath, ownText)) return holding(lockPath, ownText);
      const text = readLock(lockPath);
      if (text === undefined) continue;
      const owner = /^(\d+)(?:\n|$)/.exec(text)?.[1];
      if (owner === undefined) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} has an unreadable lock file (${lockPath}). If no MedCamp server runs ` +
            "there, delete that file and start again.",
        );
      }
      const pid = Number(owner);
      // An older lock (before start times were recorded) has only the pid and the token: kill(pid, 0) and /proc's
      // zombie state decide.
      const startTime = /^start (\d+)$/m.exec(text)?.[1];
      if (heldHere.has(lockPath) || (pid !== process.pid && ownerRuns(pid, startTime))) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another MedCamp server (pid ${pid}). ` +
            "Stop it first, or start this one with a different DATA_DIR.",
        );
      }
      removeStaleLock(lockPath, text);
    }
  } finally {
    fs.rmSync(candidate, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}; another server is starting there.`);
}

function holding(lockPath: string, ownText: string): { release(): void } {
  heldHere.add(lockPath);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      heldHere.delete(lockPath);
      if (readLock(lockPath) === ownText) fs.rmSync(lockPath, { force: true });
    },
  };
}
