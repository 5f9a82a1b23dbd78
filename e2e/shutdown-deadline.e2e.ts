// Issue 37, item 10: a stopping server has a deadline. A client that sends a request's head and only part of its
// body kept a server that got SIGTERM alive for as long as it stayed (Node's request timeout, checked every 30 s): a
// rolling restart waited on it, and a supervisor's SIGKILL then lost what the graceful path was for. Now requests in
// flight get SHUTDOWN_GRACE_MS, then their connections are closed, the database is checkpointed and closed, and the
// process exits 0, with every finished write kept.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, test } from "vitest";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { startServer } from "./harness/server-process.ts";

const GRACE_MS = 2_000;
/** Room for a busy machine to close the connections and the database once the grace period is over. */
const CLOSING_ROOM_MS = 10_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-shutdown-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { WEB_DIST_DIR: inject("webDir"), SHUTDOWN_GRACE_MS: String(GRACE_MS) };

/** The admin's newsletter figures (pending: addresses asked for and not confirmed yet). */
async function pendingSubscriptions(url: string): Promise<number> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const counts = await fetch(`${url}/api/admin/newsletter`, { headers: { cookie } });
  return ((await counts.json()) as { pending: number }).pending;
}

/** A request whose head and the start of its body are sent, and whose body never ends; resolves when it is closed. */
function unfinishedRequest(url: string): Promise<void> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        "POST /api/newsletter HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n" +
          '{"email":"never-fin',
      );
    });
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}

describe("stopping the server (SHUTDOWN_GRACE_MS)", () => {
  test("closes a request still sending its body once the grace period is over, exits 0 and keeps finished writes", async () => {
    const server = await startServer(dataDir, { env });
    const before = await pendingSubscriptions(server.url);
    const finished = await fetch(`${server.url}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "finished-before-stop@example.org" }),
    });
    expect(finished.status).toBe(202);

    const cut = unfinishedRequest(server.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    const exit = await server.kill("SIGTERM");
    const took = Date.now() - stoppedAt;
    expect(exit).toBe("exit code 0, signal null");
    // It waited for the request in flight (the grace period), and not much longer.
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 100);
    expect(took).toBeLessThan(GRACE_MS + CLOSING_ROOM_MS);
    await cut;

    // The write that finished before the stop is in the database the next start opens.
    const again = await startServer(dataDir, { env });
    try {
      expect(await pendingSubscriptions(again.url)).toBe(before + 1);
    } finally {
      await again.stop();
    }
  });
});
