import { createHash, randomBytes, randomUUID } from "node:crypto";
import {
  MESSAGES,
  type NewsletterCounts,
  type NewsletterIssue,
  type NewsletterSent,
  type NewsletterStatus,
  type UnsubscribeResult,
} from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import {
  enqueueTemplate,
  enqueueTemplates,
  readUnsubscribeToken,
  unsubscribeLinks,
  unsubscribeToken,
} from "../mail/index.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import * as repo from "./repository.ts";

/** At most one confirmation e-mail per address in this time (the HTTP answer does not change). */
export const RESEND_AFTER_MS = 10 * 60_000;
/** How long a confirmation link works. */
export const CONFIRM_LINK_MS = 7 * 86_400_000;

/** A confirmation token (random, 256 bits) and what is stored of it. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(32).toString("base64url");

export interface NewsletterOptions {
  db: Db;
  baseUrl: string;
  /** Signs unsubscribe links (the auth secret). */
  secret: string;
  clock: Clock;
  /** Records each issue sent (issue 37). */
  audit: AuditService;
}

/**
 * The link and headers every newsletter e-mail carries (RFC 8058 one-click unsubscribe; the token names the
 * subscriber's id). Pass `headers` and `pageUrl` to the message that goes to that subscriber.
 */
export function newsletterUnsubscribe(opts: { baseUrl: string; secret: string }, subscriberId: string) {
  return unsubscribeLinks(opts.baseUrl, unsubscribeToken(opts.secret, { topic: "newsletter", subject: subscriberId }));
}

/**
 * The newsletter (issue 19, double opt-in): an address is a subscriber only once its owner followed the link in the
 * confirmation e-mail. Asking never tells whether an address is subscribed, and never mails one address more than
 * once per RESEND_AFTER_MS.
 */
export function createNewsletterService({ db, baseUrl, secret, clock, audit }: NewsletterOptions) {
  /**
   * Queues the confirmation e-mail in the transaction that stored its token's hash; written to the account whose My
   * Profile asked (`userId`, which the row is bound to), or to the address only (the Home box).
   */
  const mailConfirmation = (tx: Tx, email: string, token: string, userId: string | null) =>
    enqueueTemplate(tx, {
      to: email,
      userId,
      template: "newsletter-confirm",
      props: { confirmUrl: `${baseUrl}/newsletter/confirm?token=${encodeURIComponent(token)}` },
    });

  /**
   * Asks for the newsletter at `email`: a new, pending or unsubscribed address is (again) pending and mailed a link
   * unless one went out within RESEND_AFTER_MS; a confirmed address is left alone. Returns the state it is in now,
   * and whether the asking account (`userId`, My Profile; none for the Home box) may act on the row.
   *
   * The row is bound to the account whose request mailed its current link (a new row, or a new token: only the
   * mailbox can follow it), or to an account whose address is verified. It is never bound otherwise: an unverified
   * account with someone else's address must not take over their confirmed row, nor a pending one whose link (mailed
   * earlier) its owner may still follow. A Home-box request that mails a new link unbinds the row.
   */
  async function request(
    email: string,
    userId: string | null,
  ): Promise<{ state: repo.SubscriberState; owned: boolean }> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      let row = await repo.lockByEmail(tx, email);
      if (!row) {
        const token = newToken();
        const inserted = await repo.insertPending(tx, email, hashToken(token), now, userId);
        if (inserted) {
          await mailConfirmation(tx, email, token, userId);
          return { state: "pending", owned: userId !== null };
        }
        row = await repo.lockByEmail(tx, email); // another request made it a moment ago
        if (!row) throw new Error("newsletter_subscriber row vanished");
      }
      let owned = userId !== null && row.userId === userId;
      if (userId !== null && !owned && (await repo.emailVerified(tx, userId))) {
        await repo.setOwner(tx, row.id, userId);
        owned = true;
      }
      if (row.state === "confirmed") return { state: "confirmed", owned };
      if (now.getTime() - row.linkSentAt.getTime() < RESEND_AFTER_MS) {
        if (row.state !== "pending") await repo.markPending(tx, row.id);
        return { state: "pending", owned };
      }
      const token = newToken();
      await repo.renewPending(tx, row.id, hashToken(token), now, userId);
      await mailConfirmation(tx, row.email, token, userId);
      return { state: "pending", owned: userId !== null };
    });
  }

  const statusOf = (row: repo.Subscriber | undefined): NewsletterStatus => ({
    subscribed: row?.state === "confirmed",
    pending: row?.state === "pending",
  });

  return {
    /** POST /api/newsletter: the same answer whatever the address's state. */
    async subscribe(email: string): Promise<{ message: string }> {
      await request(email.trim(), null);
      return { message: MESSAGES.newsletter.checkInbox };
    },

    /** The confirmation link: pending → confirmed (again: the same answer); unknown, expired or unsubscribed: 400. */
    async confirm(token: string): Promise<{ message: string }> {
      const row = await repo.findByTokenHash(db, hashToken(token));
      const now = clock.now();
      if (!row || row.state === "unsubscribed") throw refuse("NEWSLETTER_LINK_INVALID");
      if (row.state === "pending") {
        if (now.getTime() - row.linkSentAt.getTime() > CONFIRM_LINK_MS) throw refuse("NEWSLETTER_LINK_INVALID");
        await repo.markConfirmed(db, row.id, now);
      }
      return { message: MESSAGES.newsletter.confirmed };
    },

    /**
     * The signed-in user's state, for their account e-mail: only a row the account may act on (repo.ownSubscription);
     * anyone else's subscription of the same address reads as none.
     */
    async status(user: { id: string; email: string }): Promise<NewsletterStatus> {
      return statusOf(await repo.findOwn(db, user.id, user.email));
    },

    /**
     * My Profile's switch: on asks like the Home box does (an account's address may not be verified, so it has to
     * confirm too); off unsubscribes at once, but only the account's own row. Toward a row the account may not act
     * on, on answers as a fresh request would (pending) and off as a real off, so neither tells its state.
     */
    async choose(user: { id: string; email: string }, subscribed: boolean): Promise<NewsletterStatus> {
      if (subscribed) {
        const { state, owned } = await request(user.email, user.id);
        if (!owned) return { subscribed: false, pending: true };
        return { subscribed: state === "confirmed", pending: state === "pending" };
      }
      const own = await repo.findOwn(db, user.id, user.email);
      if (own) await repo.markUnsubscribed(db, own.id);
      return { subscribed: false, pending: false };
    },

    counts: (): Promise<NewsletterCounts> => repo.countByState(db),

    /**
     * Sends an issue: one message per confirmed subscriber, each with its own one-click unsubscribe (link and
     * List-Unsubscribe headers), all queued in one transaction (every subscriber gets it, or none).
     */
    async send(issue: NewsletterIssue, actor: AuditActor): Promise<NewsletterSent> {
      return db.transaction(async (tx) => {
        const subscribers = await repo.confirmedSubscribers(tx);
        await audit.record(tx, actor, {
          action: "newsletter.sent",
          target: { type: "newsletter", id: randomUUID() },
          after: { subject: issue.subject, recipients: subscribers.length },
        });
        // enqueueTemplates writes them 500 rows per statement.
        await enqueueTemplates(
          tx,
          subscribers.map((subscriber) => {
            const links = newsletterUnsubscribe({ baseUrl, secret }, subscriber.id);
            return {
              to: subscriber.email,
              // The account the subscription is bound to, if any (issue 37); else the address's only.
              userId: subscriber.userId,
              template: "newsletter-issue" as const,
              props: { ...issue, baseUrl, unsubscribeUrl: links.pageUrl },
              headers: links.headers,
            };
          }),
        );
        return { recipients: subscribers.length };
      });
    },

    /**
     * One-click unsubscribe (RFC 8058) with a signed token from a message: a user's reminders or camp updates off,
     * or a newsletter address unsubscribed. Repeating it changes nothing more; a forged token is refused.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const claim = readUnsubscribeToken(secret, token);
      if (!claim) throw refuse("UNSUBSCRIBE_LINK_INVALID");
      if (claim.topic === "newsletter") await repo.markUnsubscribed(db, claim.subject);
      else await repo.turnTopicOff(db, claim.subject, claim.topic, clock.now());
      const what = MESSAGES.newsletter.topics[claim.topic];
      return { topic: claim.topic, message: MESSAGES.newsletter.unsubscribed(what) };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
