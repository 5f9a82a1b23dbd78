// What the kill -9 proofs of the outboxes share (mail-kill, sms-kill): a real server on a data directory of its own,
// killed with SIGKILL in the middle of a send and started again on the same data with a short lease, a camp whose
// reminder is due as soon as a camper holds a seat, and the admin's outbox.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutboxPage } from "@medcamp/contract";
import { expect } from "vitest";
import { postJson, until } from "./api-client.ts";
import { freePort, type RunningServer, startServer } from "./server-process.ts";

/** A demo camper with a package, who may join camps. */
export const KILL_CAMPER = "sara@medcamp.dev";
/** How long a claimed message belongs to its server (MAIL_LEASE_MS, both outboxes): 4 s here, 5 min in production. */
const SHORT_LEASE_MS = 4_000;

/**
 * Starts a real server on a new data directory with the short lease, fast polls and `env`; `crash` kills it with
 * SIGKILL, `restart` starts it again on the same port and data, `close` stops it and removes the data.
 */
export async function crashableServer(name: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `medcamp-${name}-`));
  const port = await freePort();
  let server: RunningServer | undefined;
  const start = async () => {
    server = await startServer(dataDir, {
      port,
      env: { MAIL_LEASE_MS: String(SHORT_LEASE_MS), JOB_POLL_MS: "100", AUTH_RATE_LIMIT: "1000/60", ...env },
    });
  };
  const close = async () => {
    await server?.stop();
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async crash() {
      const how = await server!.kill("SIGKILL");
      server = undefined;
      expect(how).toContain("SIGKILL");
    },
    restart: start,
    close,
  };
}

/** A camp title of this run's own, so the test finds its messages by it. */
export const killTestTitle = () => `Kill Test Camp ${Math.random().toString(36).slice(2, 8)}`;

/**
 * The admin makes a free camp titled `title` that starts in two hours (inside the reminder lead), and the camper
 * takes a seat at it: the reminder sweep claims the camper's reminder and writes it at once. Answers the camp's id.
 */
export async function seatAtCampStartingSoon(url: string, admin: string, camper: string, title: string) {
  const created = await postJson(url, admin, "/api/meals", {
    title,
    category: "3days",
    image: "https://example.org/e2e.png",
    ingredients: ["Nurse"],
    description: "Starts within the reminder lead.",
    price: 0,
    startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    timezone: "Asia/Dhaka",
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { insertedId: mealId } = (await created.json()) as { insertedId: string };
  const joined = await postJson(url, camper, "/api/meal/request", { mealId });
  expect(joined.status, await joined.clone().text()).toBe(201);
  return mealId;
}

/** The first page (50) of the admin's outbox: e-mails and texts, newest first. */
export async function outboxPage(url: string, admin: string): Promise<OutboxPage> {
  const res = await fetch(`${url}/api/admin/outbox?limit=50`, { headers: { cookie: admin } });
  expect(res.status).toBe(200);
  return (await res.json()) as OutboxPage;
}

type Rows = { messages: OutboxPage["messages"][number]; texts: NonNullable<OutboxPage["texts"]>[number] };

/** The row of the outbox's `list` that `pick` chooses, once it is `sent`. */
export function untilSent<L extends keyof Rows>(
  url: string,
  admin: string,
  list: L,
  pick: (row: Rows[L]) => boolean,
): Promise<Rows[L]> {
  return until(`the outbox records the ${list === "texts" ? "text" : "message"} as sent`, async () => {
    const rows = ((await outboxPage(url, admin))[list] ?? []) as Array<Rows[L]>;
    const found = rows.find(pick);
    return found?.state === "sent" ? found : undefined;
  });
}

/** A second of the server's polls (JOB_POLL_MS 100): time enough for a message sent twice to show. */
export const afterMorePolls = () => new Promise((resolve) => setTimeout(resolve, 1_000));
