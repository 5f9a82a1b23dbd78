import type { Mailer } from "./mailer.ts";

/**
 * The built-in outbox (no SMTP_URL): nothing leaves the server; the message stays in the database as `outbox`, and
 * admins read it at /admin/outbox (GET /api/admin/outbox).
 */
export function createOutboxMailer(): Mailer {
  return {
    deliver: async () => "kept",
    close() {},
  };
}
