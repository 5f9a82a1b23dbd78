import type { DeleteAccountBody, LocaleChoice, MyData } from "@medcamp/contract";
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { PasswordCheckLimits } from "../../auth/password-check-limits.ts";
import { refuse } from "../../lib/http-errors.ts";
import type { AccountRepository } from "./repository.ts";

/** A step another module takes in the deletion's transaction (its rows, its counters). */
type InTransaction = (tx: Tx, userId: string) => Promise<void>;

export interface AccountDependencies {
  db: Db;
  repo: AccountRepository;
  /** The requests module: seats and waitlist places given up, the earliest waiters promoted. */
  releaseSeats: InTransaction;
  /** The camps and upcoming modules: likes taken back with their counters. */
  unlikeCamps: InTransaction;
  unlikeUpcoming: InTransaction;
  /** better-auth's password check (the server's hashing threads). */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Sign-in's limits on that check: the full pool's 503, the account's slow-down (issue 37). */
  passwordChecks: PasswordCheckLimits;
  /** The subscriptions module: a subscription Stripe Billing renews is cancelled there first (issue 20). */
  stopBilling?: ((userId: string) => Promise<void>) | undefined;
  clock: Clock;
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** "Download my data" and "Delete my account" (issue 19). */
export function createAccountService(deps: AccountDependencies) {
  const { db, repo } = deps;

  /** The password check, within sign-in's limits; its outcome counts with the account's sign-in attempts. */
  async function checkPassword(email: string, hash: string, password: string): Promise<boolean> {
    const finish = await deps.passwordChecks.begin(email);
    let right: boolean;
    try {
      right = await deps.verifyPassword(hash, password);
    } catch (error) {
      await finish("unjudged");
      throw error;
    }
    await finish(right ? "success" : "failure");
    return right;
  }
  return {
    async data(userId: string): Promise<MyData> {
      const all = await repo.everythingAbout(userId);
      if (!all) throw refuse("USER_NOT_FOUND");
      const p = all.profile;
      return {
        exportedAt: iso(deps.clock.now()),
        profile: {
          id: p.id,
          name: p.name,
          email: p.email,
          image: p.image,
          role: p.role,
          badge: p.badge,
          emailVerified: p.emailVerified,
          createdAt: iso(p.createdAt),
          updatedAt: iso(p.updatedAt),
          badgeUntil: isoOrNull(p.badgeUntil),
          locale: p.locale,
        },
        signInMethods: all.signIns.map((s) => ({ provider: s.provider, createdAt: iso(s.createdAt) })),
        sessions: all.sessions.map((s) => ({ ...s, createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
        requests: all.requests.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
        likes: all.likes.map((l) => ({ ...l, likedAt: iso(l.likedAt) })),
        upcomingLikes: all.upcomingLikes.map((l) => ({ ...l, likedAt: iso(l.likedAt) })),
        reviews: all.reviews.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) })),
        payments: all.payments.map((x) => ({
          ...x,
          price: Number(x.price),
          periodStart: isoOrNull(x.periodStart),
          periodEnd: isoOrNull(x.periodEnd),
          createdAt: iso(x.createdAt),
        })),
        subscription: all.subscription
          ? {
              ...all.subscription,
              startsAt: iso(all.subscription.startsAt),
              endsAt: iso(all.subscription.endsAt),
              graceUntil: isoOrNull(all.subscription.graceUntil),
            }
          : null,
        notifications: all.notifications.map((n) => ({
          ...n,
          readAt: isoOrNull(n.readAt),
          createdAt: iso(n.createdAt),
        })),
        notificationPreferences: all.preferences ?? null,
        calendarFeed: { exists: all.feed !== undefined, createdAt: isoOrNull(all.feed?.createdAt ?? null) },
        newsletter: all.newsletter
          ? {
              state: all.newsletter.state,
              createdAt: iso(all.newsletter.createdAt),
              confirmedAt: isoOrNull(all.newsletter.confirmedAt),
            }
          : null,
        emails: all.mails.map((m) => ({
          subject: m.subject,
          state: m.state,
          createdAt: iso(m.createdAt),
          sentAt: isoOrNull(m.sentAt),
        })),
        contact: all.contact ? { ...all.contact, phoneVerifiedAt: isoOrNull(all.contact.phoneVerifiedAt) } : null,
        texts: all.texts.map((x) => ({ ...x, createdAt: iso(x.createdAt), sentAt: isoOrNull(x.sentAt) })),
        intakeAnswers: all.intakeAnswers.map((a) => ({ ...a, answeredAt: iso(a.answeredAt) })),
        tickets: all.tickets.map((x) => ({ ...x, issuedAt: iso(x.issuedAt) })),
        checkIns: all.checkIns.map((c) => ({ ...c, checkedInAt: iso(c.checkedInAt) })),
        staffRoles: all.staffRoles.map((r) => ({ ...r, since: iso(r.since) })),
        checkInsRecorded: all.checkInsRecorded.map((c) => ({ ...c, checkedInAt: iso(c.checkedInAt) })),
        campReminders: all.campReminders.map((r) => ({ ...r, sentAt: iso(r.sentAt) })),
        paymentIntents: all.paymentIntents.map((x) => ({
          ...x,
          createdAt: iso(x.createdAt),
          updatedAt: iso(x.updatedAt),
        })),
        billingCustomer: all.billingCustomer
          ? { customerId: all.billingCustomer.customerId, createdAt: iso(all.billingCustomer.createdAt) }
          : null,
        campsAdded: all.campsAdded.map((c) => ({ ...c, postedAt: iso(c.postedAt) })),
        auditEntries: all.auditEntries.map((e) => ({
          at: iso(e.at),
          as: e.actorId === userId ? ("actor" as const) : ("subject" as const),
          action: e.action,
          targetType: e.targetType,
          targetId: e.targetId,
          campId: e.campId,
        })),
      };
    },

    /** The language the user chose (issue 24): kept on the profile for every device, e-mails and notices. */
    async saveLocale(userId: string, choice: LocaleChoice): Promise<LocaleChoice> {
      if (!(await repo.saveLocale(userId, choice.locale))) throw refuse("USER_NOT_FOUND");
      return choice;
    },

    /**
     * Deletes the account after checking the password (an account without one, Google only, confirms with its
     * e-mail address): in one transaction the seats and waitlist places are given up (waiters promoted), likes taken
     * back with the counters, payments kept without the e-mail, reviews kept as "Former camper", the user's e-mails
     * and own newsletter subscription deleted, the user deleted (sessions with it). A wrong confirmation changes
     * nothing. Every camp whose counters change is locked first, in id order (repo.lockCampsOf: no deadlock between
     * two deletions).
     */
    async remove(user: { id: string; email: string }, body: DeleteAccountBody): Promise<void> {
      const hash = await repo.passwordHash(user.id);
      if (hash !== undefined) {
        if (body.password === undefined || !(await checkPassword(user.email, hash, body.password))) {
          throw refuse("WRONG_PASSWORD");
        }
      } else if (body.email === undefined || body.email.toLowerCase() !== user.email.toLowerCase()) {
        throw refuse("EMAIL_MISMATCH");
      }
      // Before anything is deleted: if Stripe cannot be told, the account stays, and nobody is billed without one.
      await deps.stopBilling?.(user.id);
      await db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, user.id))) throw refuse("USER_NOT_FOUND");
        await repo.lockCampsOf(tx, user.id);
        await deps.releaseSeats(tx, user.id);
        await deps.unlikeCamps(tx, user.id);
        await deps.unlikeUpcoming(tx, user.id);
        await repo.deleteUser(tx, user.id, user.email);
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
