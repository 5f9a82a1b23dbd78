import { type ChildProcess, execFile, spawn } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** Only what a child needs, so the developer's own DATABASE_URL, SEED_DEMO… never leak into a test. */
function childEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...env };
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface MainProcess {
  child: ChildProcess;
  /** Every line the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once a line matches `pattern`; rejects if the process exits first or `ms` pass. */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
  /** SIGTERM, then resolves on exit. */
  stop(): Promise<void>;
}

/** The real server entry point (`apps/server/src/main.ts` under tsx) with only the given variables. */
export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    output: () => text,
    waitFor(pattern, ms = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = text.split("\n").find((l) => pattern.test(l));
          if (line === undefined) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no line matching ${pattern} within ${ms} ms:\n${text}`));
        }, ms);
        const onExit = () => {
          check();
          done();
          reject(new Error(`the server exited before a line matching ${pattern}:\n${text}`));
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off("exit", onExit);
        };
        listeners.add(check);
        child.once("exit", onExit);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs `npm run create-admin`'s script with `args`, `stdin` piped in; resolves with its code and output. */
export function runCreateAdmin(
  args: string[],
  env: Record<string, string>,
  stdin: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/auth/create-admin-cli.ts", ...args],
      { cwd: repoRoot, env: childEnv(env), timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}
