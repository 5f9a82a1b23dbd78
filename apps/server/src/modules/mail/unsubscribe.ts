import { createHmac, timingSafeEqual } from "node:crypto";

/** What a one-click unsubscribe link turns off: a user's reminders or camp updates, or a newsletter address. */
export type UnsubscribeTopic = "reminders" | "campUpdates" | "newsletter";
const TOPICS: readonly UnsubscribeTopic[] = ["reminders", "campUpdates", "newsletter"];

/** Who and what: a user id (reminders, camp updates) or a newsletter subscriber id. */
export interface UnsubscribeClaim {
  topic: UnsubscribeTopic;
  subject: string;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `${secret}:unsubscribe`).update(payload).digest("base64url");

/**
 * Unsubscribe tokens are signed, not stored: `topic.subject.signature`. They do not expire (a link in an old
 * e-mail must still work, RFC 8058) and can only turn something off.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = `${claim.topic}.${Buffer.from(claim.subject).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim a token carries, or undefined when it is malformed or not ours. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const [topic, subject, signature, ...rest] = token.split(".");
  if (!topic || !subject || !signature || rest.length > 0) return undefined;
  if (!(TOPICS as readonly string[]).includes(topic)) return undefined;
  const expected = Buffer.from(sign(secret, `${topic}.${subject}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { topic: topic as UnsubscribeTopic, subject: Buffer.from(subject, "base64url").toString("utf8") };
}

/**
 * The one-click unsubscribe of RFC 8058: the link to show in the message (a page that asks before it acts) and
 * the headers mail programs use to unsubscribe with a POST.
 */
export function unsubscribeLinks(baseUrl: string, token: string) {
  const apiUrl = `${baseUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    pageUrl: `${baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { "List-Unsubscribe": `<${apiUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
