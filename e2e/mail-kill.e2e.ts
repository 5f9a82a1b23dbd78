// Issue 19: "a kill -9 during delivery loses no message". A real server process sends a camp reminder to a real SMTP
// server that this test holds in the DATA phase (the whole message is on the wire, the server's 250 never comes), so
// the delivery is in progress when the server is killed with SIGKILL. Started again on the same DATA_DIR, the server
// finds the message due once its lease (MAIL_LEASE_MS) runs out and delivers it; the outbox row ends `sent`.
// One cycle, bounded: the lease is 4 s here (5 min in production), the restart takes seconds.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "./harness/admin.ts";
import { DEMO_PASSWORD } from "./harness/accounts.ts";
import { postJson, signInByApi, until } from "./harness/api-client.ts";
import { freePort, type RunningServer, startServer } from "./harness/server-process.ts";

const CAMPER = "sara@medcamp.dev"; // a demo camper with a package, who may join camps
const LEASE_MS = 4_000;

/** An SMTP server that, while `holding`, reads each message and never answers it; afterwards it accepts them. */
async function startHoldingSmtp() {
  const held: ParsedMail[] = [];
  const received: ParsedMail[] = [];
  const state = { holding: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then(
        (mail) => {
          if (state.holding) {
            held.push(mail); // no callback: the sender waits for the reply to its DATA
          } else {
            received.push(mail);
            callback();
          }
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    held,
    received,
    release: () => (state.holding = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isReminderTo = (mail: ParsedMail, email: string) =>
  (mail.subject ?? "").startsWith("Reminder: ") && [mail.to ?? []].flat().some((to) => to.text.includes(email));

describe("a server killed with SIGKILL while an SMTP server holds its message", () => {
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let server: RunningServer | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "medcamp-mail-kill-"));
  let port: number;
  let url: string;
  const start = async () => {
    server = await startServer(dataDir, {
      port,
      env: { SMTP_URL: smtp.url, MAIL_LEASE_MS: String(LEASE_MS), JOB_POLL_MS: "100", AUTH_RATE_LIMIT: "1000/60" },
    });
  };
  const signIn = (email: string, password: string) => signInByApi(url, email, password);
  const post = (cookie: string, route: string, body: object) => postJson(url, cookie, route, body);

  beforeAll(async () => {
    smtp = await startHoldingSmtp();
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await start();
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers the reminder after a restart once the lease runs out, and records it sent", async () => {
    const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const title = `Kill Test Camp ${Math.random().toString(36).slice(2, 8)}`;
    const created = await post(admin, "/api/meals", {
      title,
      category: "3days",
      image: "https://example.org/e2e.png",
      ingredients: ["Nurse"],
      description: "Starts within the reminder lead.",
      price: 0,
      startsAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      timezone: "Asia/Dhaka",
    });
    expect(created.status).toBe(201);
    const { insertedId: mealId } = (await created.json()) as { insertedId: string };
    const camper = await signIn(CAMPER, DEMO_PASSWORD);
    expect((await post(camper, "/api/meal/request", { mealId })).status).toBe(201);

    // The reminder is on the wire and the SMTP server has not answered: kill the server in the middle of it.
    const held = await until("the SMTP server holds the reminder", () =>
      smtp.held.find((m) => isReminderTo(m, CAMPER) && m.subject!.includes(title)),
    );
    const how = await server!.kill("SIGKILL");
    server = undefined;
    expect(how).toContain("SIGKILL");
    expect(smtp.received.filter((m) => isReminderTo(m, CAMPER))).toEqual([]);

    smtp.release();
    await start();
    const delivered = await until("the restarted server delivers the reminder", () =>
      smtp.received.find((m) => isReminderTo(m, CAMPER) && m.subject!.includes(title)),
    );
    // The same message (its Message-ID is the outbox row's), rendered once and kept: the same words.
    expect(delivered.messageId).toBe(held.messageId);
    expect(delivered.subject).toBe(held.subject);
    expect(delivered.text).toBe(held.text);

    const row = await until("the outbox records the reminder as sent", async () => {
      const res = await fetch(`${url}/api/admin/outbox?limit=50`, { headers: { cookie: admin } });
      const page = (await res.json()) as {
        messages: Array<{ to: string; subject: string; state: string; attempts: number; lastError: string | null }>;
      };
      const found = page.messages.find((m) => m.to === CAMPER && m.subject === held.subject);
      return found?.state === "sent" ? found : undefined;
    });
    // The killed server's attempt, then the restarted one's.
    expect(row.attempts).toBe(2);
    // Received once: a few more polls bring no second copy.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received.filter((m) => isReminderTo(m, CAMPER) && m.subject!.includes(title))).toHaveLength(1);
  }, 180_000);
});
