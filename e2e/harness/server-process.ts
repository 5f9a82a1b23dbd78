import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { serverBundle } from "./build-server.ts";
import { repoRoot } from "./paths.ts";

const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 10_000;
const MAX_LOG_CHARS = 64_000;

export interface RunningServer {
  url: string;
  /** The server's own process id (it is spawned directly, not through a shell). */
  pid: number;
  stop(): Promise<void>;
  /** Sends a signal (e.g. SIGKILL to simulate a crash) and resolves with how the process exited. */
  kill(signal: NodeJS.Signals): Promise<string>;
}

/** Asks the OS for a port nobody listens on. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("Could not find a free port");
  return address.port;
}

/** AUTH_RATE_LIMIT for servers the journeys sign in to many times from 127.0.0.1 (the limit itself is a server test). */
export const LIFTED_SIGN_IN_LIMIT = "10000/60";

/**
 * RENDER_RATE_LIMIT for every server the journeys start: all their browsers load pages from 127.0.0.1, and one over
 * the limit would get the app shell instead of the server's page (the limit itself is a server test).
 */
const LIFTED_RENDER_LIMIT = "100000/60";

/**
 * Starts the real server as `npm start` runs it (the bundle of apps/server/scripts/build.mjs, spawned directly so
 * the pid is the server itself, architecture.md §2.1 pitfall 8) on a data directory and resolves once GET /api/health answers
 * {status:"ok"}.
 */
export async function startServer(
  dataDir: string,
  options: {
    port?: number;
    env?: Record<string, string>;
    /**
     * "test" (the default): real scrypt at a sixteenth of the default cost, as the server suite runs it, since the
     * journeys sign up and in hundreds of times; "production" keeps the server's default (the bench) (ADR 024).
     */
    passwordHashing?: "test" | "production";
  } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--enable-source-maps", await serverBundle()], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...(options.passwordHashing === "production" ? {} : { PASSWORD_HASH_COST: "13" }),
      RENDER_RATE_LIMIT: LIFTED_RENDER_LIMIT,
      ...options.env,
    },
  });
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<string>((resolve) => {
    child.once("exit", (code, signal) => resolve(`exit code ${code}, signal ${signal}`));
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let running = false;
  void exited.then((how) => {
    // A crash in the middle of the run shows up as refused connections in the tests; say why.
    if (running) process.stderr.write(`e2e: the server at ${url} exited unexpectedly (${how}). Its output:\n${log}\n`);
  });

  const stop = async () => {
    running = false;
    process.off("exit", killOnExit);
    await stopChild(child, exited);
  };
  try {
    await waitForHealth(url, exited, () => log);
    running = true;
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = async (signal: NodeJS.Signals) => {
    running = false;
    process.off("exit", killOnExit);
    child.kill(signal);
    return exited;
  };
  return { url, pid: child.pid ?? 0, stop, kill };
}

async function waitForHealth(url: string, exited: Promise<string>, log: () => string): Promise<void> {
  let died: string | undefined;
  void exited.then((how) => (died = how));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (died) throw new Error(`The server died before it was ready (${died}). Its output:\n${log()}`);
    if (await isHealthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server was not healthy after ${READY_TIMEOUT_MS / 1000} s. Its output:\n${log()}`);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (res.status !== 200) return false;
    const body: unknown = await res.json();
    return typeof body === "object" && body !== null && "status" in body && body.status === "ok";
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
