import type { OutboxPage } from "@medcamp/contract";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export type CapturedMail = OutboxPage["messages"][number];

/**
 * The newest e-mail to `to` with `subject` in the built-in outbox (the e2e server has no SMTP_URL), read as the admin
 * once the mail worker is done with it (it stores the rendering a moment before it files the message as `outbox`, so
 * a rendered body alone once showed the state still `queued`); fails when none comes.
 */
export async function capturedMail(admin: Page, to: string, subject: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(async () => {
      const res = await admin.request.get("/api/admin/outbox?limit=50");
      const { messages } = (await res.json()) as OutboxPage;
      found = messages.find((m) => m.to === to && m.subject === subject && m.state !== "queued");
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
