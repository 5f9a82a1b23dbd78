import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailMessages } from "../../db/schema/index.ts";
import { startTwoMailingInstances } from "../../test/two-instances.ts";
import { enqueueMail } from "./index.ts";
import { waitFor } from "../../test/smtp-test-server.ts";

describe("two instances on one database (issue 19, item 1)", () => {
  let instances: Awaited<ReturnType<typeof startTwoMailingInstances>>;

  beforeAll(async () => {
    instances = await startTwoMailingInstances("mail");
  });
  afterAll(() => instances?.close());

  it("deliver each of 50 messages exactly once between them", async () => {
    const db = instances.handles[0].db;
    const subjects = Array.from({ length: 50 }, (_, i) => `Message ${i + 1} of 50`);
    await db.transaction(async (tx) => {
      for (const subject of subjects) {
        await enqueueMail(tx, { to: "many@example.org", subject, text: subject, html: `<p>${subject}</p>` });
      }
    });
    const delivered = instances.received;
    await waitFor(() => delivered().length >= 50, 60_000);
    // Give any duplicate a moment to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const got = delivered().map((m) => m.subject ?? "");
    expect(got).toHaveLength(50);
    expect(new Set(got)).toEqual(new Set(subjects));
    const rows = await db.select().from(mailMessages);
    expect(rows.every((r) => r.state === "sent" && r.attempts === 1)).toBe(true);
  }, 90_000); // the wait above allows a loaded machine a minute
});
