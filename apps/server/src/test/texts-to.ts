import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";

/** The texts to a number, newest first, as the built-in outbox keeps them (the test server's SMS_PROVIDER). */
export const textsTo = (db: Db, phone: string, kind?: string) =>
  queryRows<{ body: string; kind: string; user_id: string | null }>(
    db,
    sql`select body, kind, user_id from sms_message
      where to_phone = ${phone} and (${kind ?? null}::text is null or kind = ${kind ?? null})
      order by created_at desc, id`,
  );

/** The six digits of the newest one-time code texted to a number. */
export async function lastCodeTo(db: Db, phone: string): Promise<string> {
  const [text] = await textsTo(db, phone, "code");
  const code = text && /\b\d{6}\b/.exec(text.body)?.[0];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** The token of the newest visit summary link texted to a number (`{BASE_URL}/s/{token}`). */
export async function lastSummaryLinkTo(db: Db, phone: string): Promise<string> {
  const [text] = await textsTo(db, phone, "summary-link");
  const token = text && /\/s\/([A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]+)/.exec(text.body)?.[1];
  if (!token) throw new Error(`no summary link was texted to ${phone}`);
  return token;
}
