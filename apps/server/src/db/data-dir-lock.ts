import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

export const LOCK_FILE_NAME = "medcamp.lock";

/** Lock files this process holds: a second acquire in the same process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
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
 * written. A lock left behind by a killed process (its pid no longer runs, or is our own pid reused after a
 * container restart) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const ownText = `${process.pid}\n${randomUUID()}\n`;
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
      if (heldHere.has(lockPath) || (pid !== process.pid && isAlive(pid))) {
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
