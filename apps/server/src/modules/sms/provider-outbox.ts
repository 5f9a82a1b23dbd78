import type { SmsProvider } from "./provider.ts";

/**
 * The built-in outbox (SMS_PROVIDER=outbox, the default): nothing leaves the server; the message stays in the
 * database as `outbox`, and admins read it beside the e-mails at /admin/outbox (GET /api/admin/outbox, `texts`).
 */
export function createOutboxSmsProvider(): SmsProvider {
  return { name: "outbox", channels: ["sms"], send: async () => "kept" };
}
