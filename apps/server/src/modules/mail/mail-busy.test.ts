import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { systemClock } from "../../lib/clock.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";
import { createMailRepository, enqueueMail } from "./repository.ts";
import { waitFor } from "../../test/smtp-test-server.ts";
import { startMailWorker } from "./worker.ts";

const silentLog = { info() {}, warn() {}, error() {} } as never;

/**
 * The mail worker gives way to a busy instance (many requests in flight): due mail waits in the database while it is
 * busy, for at most `maxDeferMs`, then goes one batch per pass; once the instance is quiet it all goes at once.
 * The mailer here records what it is handed (SMTP delivery itself is proven in mail-delivery.test.ts).
 */
describe("mail delivery while the instance is busy", () => {
  let database: Database;
  const delivered: string[] = [];
  const mailer: Mailer = {
    deliver: async (mail: OutgoingMail) => {
      delivered.push(mail.subject);
      return "sent";
    },
    close() {},
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const queue = (prefix: string, count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        enqueueMail(database.db, { to: "c@example.org", subject: `${prefix} ${i}`, text: "T", html: "<p>T</p>" }),
      ),
    );
  const sentOf = (prefix: string) => delivered.filter((s) => s.startsWith(prefix)).length;

  it("waits while busy, then sends everything once the instance is quiet", async () => {
    let busy = true;
    await queue("Quiet", 25);
    const worker = startMailWorker({
      repo: createMailRepository(database.db),
      mailer,
      clock: systemClock,
      pollMs: 10,
      busy: () => busy,
      maxDeferMs: 60_000,
      log: silentLog,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(sentOf("Quiet")).toBe(0);
      busy = false;
      await waitFor(() => sentOf("Quiet") === 25);
    } finally {
      await worker.stop();
    }
  });

  it("busy past the longest deferral, sends one batch per pass", async () => {
    await queue("Rush", 30);
    const passes: number[] = [];
    const worker = startMailWorker({
      repo: createMailRepository(database.db),
      mailer,
      clock: systemClock,
      pollMs: 150,
      busy: () => true,
      maxDeferMs: 200,
      log: silentLog,
    });
    try {
      const started = Date.now();
      await waitFor(() => sentOf("Rush") >= 10);
      passes.push(Date.now() - started);
      // One batch (10) went after the deferral; the next waits for the following pass.
      expect(passes[0]).toBeGreaterThanOrEqual(200);
      expect(sentOf("Rush")).toBe(10);
      await waitFor(() => sentOf("Rush") === 30);
    } finally {
      await worker.stop();
    }
  });
});
