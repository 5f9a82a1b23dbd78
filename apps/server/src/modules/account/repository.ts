import type { Locale } from "@medcamp/contract";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  accounts,
  auditLog,
  billingCustomers,
  calendarFeeds,
  campLikes,
  campReminders,
  camps,
  checkIns,
  intakeAnswers,
  intakeQuestions,
  joinRequests,
  mailMessages,
  newsletterSubscribers,
  notificationPreferences,
  notifications,
  paymentIntents,
  payments,
  staffAssignments,
  smsContacts,
  smsMessages,
  subscriptions,
  reviews,
  sessions,
  tickets,
  upcomingCampLikes,
  upcomingCamps,
  users,
} from "../../db/schema/index.ts";
import { ownSubscription } from "../newsletter/index.ts";

/**
 * The account's e-mails (issue 37): those written to the account (`mail_message.user_id`), and those written to its
 * address alone (no account named: a newsletter of a subscriber without one) when the account verified that address
 * (Google), as for the newsletter subscription (ownSubscription). Sign-up does not verify an address, so an account
 * on someone else's address never reads, nor deletes, the mail that went to that address for its owner or for an
 * earlier account.
 */
const accountMail = (userId: string, email: string) =>
  sql`(${mailMessages.userId} = ${userId} or (${mailMessages.userId} is null
    and lower(${mailMessages.toAddress}) = lower(${email})
    and exists (select 1 from "user" u where u.id = ${userId} and u.email_verified)))`;

/**
 * The account's own rows: everything held about a user, read for "Download my data", and the last steps of
 * "Delete my account" (the other modules give up seats and likes first, in the same transaction).
 */
export function createAccountRepository(db: Db) {
  /**
   * The rest of what is held about the user (issue 37, item 7), each list oldest first: the intake answers of their
   * requests with the question each answers (its wording as it reads now), their tickets and the check-ins of
   * them, their staff roles and the check-ins they recorded as staff, the camp reminders sent to them, their
   * payment intents (no client secret), their Stripe customer, the camps they added as an admin, and the audit
   * log's entries they made or that name them (no before/after: those hold other people's data).
   */
  async function campLifeAbout(userId: string) {
    const ownRequests = db.select({ id: joinRequests.id }).from(joinRequests).where(eq(joinRequests.userId, userId));
    const [
      answerRows,
      ticketRows,
      checkInRows,
      staffRows,
      recordedRows,
      reminderRows,
      intentRows,
      [billingCustomer],
      addedRows,
      addedUpcomingRows,
      auditRows,
    ] = await Promise.all([
      db
        .select({
          requestId: intakeAnswers.requestId,
          campId: joinRequests.campId,
          campTitle: camps.title,
          questionId: intakeAnswers.questionId,
          question: intakeAnswers.label,
          kind: intakeQuestions.kind,
          health: intakeAnswers.health,
          answer: intakeAnswers.value,
          answeredAt: intakeAnswers.updatedAt,
        })
        .from(intakeAnswers)
        .innerJoin(joinRequests, eq(joinRequests.id, intakeAnswers.requestId))
        .innerJoin(intakeQuestions, eq(intakeQuestions.id, intakeAnswers.questionId))
        .leftJoin(camps, eq(camps.id, joinRequests.campId))
        .where(eq(joinRequests.userId, userId))
        .orderBy(joinRequests.createdAt, joinRequests.id, intakeQuestions.position),
      db
        .select({
          requestId: tickets.requestId,
          campId: joinRequests.campId,
          campTitle: camps.title,
          code: tickets.code,
          issuedAt: tickets.issuedAt,
        })
        .from(tickets)
        .innerJoin(joinRequests, eq(joinRequests.id, tickets.requestId))
        .leftJoin(camps, eq(camps.id, joinRequests.campId))
        .where(eq(joinRequests.userId, userId))
        .orderBy(tickets.issuedAt, tickets.requestId),
      db
        .select({
          requestId: checkIns.requestId,
          campId: checkIns.campId,
          campTitle: camps.title,
          checkedInAt: checkIns.checkedInAt,
        })
        .from(checkIns)
        .leftJoin(camps, eq(camps.id, checkIns.campId))
        .where(inArray(checkIns.requestId, ownRequests))
        .orderBy(checkIns.checkedInAt, checkIns.id),
      db
        .select({ campId: staffAssignments.campId, campTitle: camps.title, since: staffAssignments.createdAt })
        .from(staffAssignments)
        .leftJoin(camps, eq(camps.id, staffAssignments.campId))
        .where(eq(staffAssignments.userId, userId))
        .orderBy(staffAssignments.createdAt, staffAssignments.id),
      db
        .select({ campId: checkIns.campId, campTitle: camps.title, checkedInAt: checkIns.checkedInAt })
        .from(checkIns)
        .leftJoin(camps, eq(camps.id, checkIns.campId))
        .where(eq(checkIns.byUserId, userId))
        .orderBy(checkIns.checkedInAt, checkIns.id),
      db
        .select({ campId: campReminders.campId, campTitle: camps.title, sentAt: campReminders.sentAt })
        .from(campReminders)
        .leftJoin(camps, eq(camps.id, campReminders.campId))
        .where(eq(campReminders.userId, userId))
        .orderBy(campReminders.sentAt),
      db
        .select({
          id: paymentIntents.id,
          provider: paymentIntents.provider,
          packageName: paymentIntents.packageName,
          amountCents: paymentIntents.amountCents,
          currency: paymentIntents.currency,
          status: paymentIntents.status,
          kind: paymentIntents.kind,
          cardLast4: paymentIntents.cardLast4,
          createdAt: paymentIntents.createdAt,
          updatedAt: paymentIntents.updatedAt,
        })
        .from(paymentIntents)
        .where(eq(paymentIntents.userId, userId))
        .orderBy(paymentIntents.createdAt, paymentIntents.id),
      db
        .select({ customerId: billingCustomers.customerId, createdAt: billingCustomers.createdAt })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId)),
      db
        .select({ campId: camps.id, title: camps.title, postedAt: camps.postTime })
        .from(camps)
        .where(eq(camps.addedBy, userId))
        .orderBy(camps.postTime, camps.id),
      db
        .select({ campId: upcomingCamps.id, title: upcomingCamps.title, postedAt: upcomingCamps.postTime })
        .from(upcomingCamps)
        .where(eq(upcomingCamps.addedBy, userId))
        .orderBy(upcomingCamps.postTime, upcomingCamps.id),
      db
        .select({
          at: auditLog.at,
          actorId: auditLog.actorId,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          campId: auditLog.campId,
        })
        .from(auditLog)
        .where(
          sql`${auditLog.actorId} = ${userId} or (${auditLog.targetType} = 'user' and ${auditLog.targetId} = ${userId})`,
        )
        .orderBy(auditLog.at, auditLog.seq),
    ]);
    return {
      intakeAnswers: answerRows,
      tickets: ticketRows,
      checkIns: checkInRows,
      staffRoles: staffRows,
      checkInsRecorded: recordedRows,
      campReminders: reminderRows,
      paymentIntents: intentRows,
      billingCustomer,
      campsAdded: [
        ...addedRows.map((c) => ({ ...c, upcoming: false })),
        ...addedUpcomingRows.map((c) => ({ ...c, upcoming: true })),
      ],
      auditEntries: auditRows,
    };
  }

  return {
    /** Every row about the user, each list oldest first. Secrets (password hashes, tokens) are not read. */
    async everythingAbout(userId: string) {
      const [profile] = await db.select().from(users).where(eq(users.id, userId));
      if (!profile) return undefined;
      const [
        signIns,
        sessionRows,
        requestRows,
        likeRows,
        upcomingLikeRows,
        reviewRows,
        paymentRows,
        notificationRows,
        [preferences],
        [feed],
        [newsletter],
        mailRows,
        [subscription],
      ] = await Promise.all([
        db
          .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
          .from(accounts)
          .where(eq(accounts.userId, userId))
          .orderBy(accounts.createdAt),
        db
          .select({
            createdAt: sessions.createdAt,
            expiresAt: sessions.expiresAt,
            ipAddress: sessions.ipAddress,
            userAgent: sessions.userAgent,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(sessions.createdAt),
        db
          .select({
            id: joinRequests.id,
            campId: joinRequests.campId,
            campTitle: camps.title,
            status: joinRequests.status,
            declineReason: joinRequests.declineReason,
            createdAt: joinRequests.createdAt,
            updatedAt: joinRequests.updatedAt,
          })
          .from(joinRequests)
          .leftJoin(camps, eq(camps.id, joinRequests.campId))
          .where(eq(joinRequests.userId, userId))
          .orderBy(joinRequests.createdAt, joinRequests.id),
        db
          .select({ campId: campLikes.campId, campTitle: camps.title, likedAt: campLikes.createdAt })
          .from(campLikes)
          .leftJoin(camps, eq(camps.id, campLikes.campId))
          .where(eq(campLikes.userId, userId))
          .orderBy(campLikes.createdAt),
        db
          .select({
            upcomingCampId: upcomingCampLikes.upcomingCampId,
            campTitle: upcomingCamps.title,
            likedAt: upcomingCampLikes.createdAt,
          })
          .from(upcomingCampLikes)
          .leftJoin(upcomingCamps, eq(upcomingCamps.id, upcomingCampLikes.upcomingCampId))
          .where(eq(upcomingCampLikes.userId, userId))
          .orderBy(upcomingCampLikes.createdAt),
        db
          .select({
            id: reviews.id,
            campId: reviews.campId,
            campTitle: camps.title,
            rating: reviews.rating,
            comment: reviews.comment,
            createdAt: reviews.createdAt,
            updatedAt: reviews.updatedAt,
          })
          .from(reviews)
          .leftJoin(camps, eq(camps.id, reviews.campId))
          .where(eq(reviews.userId, userId))
          .orderBy(reviews.createdAt, reviews.id),
        db
          .select({
            id: payments.id,
            packageName: payments.packageName,
            price: payments.price,
            transactionId: payments.transactionId,
            status: payments.status,
            kind: payments.kind,
            periodStart: payments.periodStart,
            periodEnd: payments.periodEnd,
            createdAt: payments.createdAt,
          })
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(payments.createdAt),
        db
          .select({
            id: notifications.id,
            kind: notifications.kind,
            title: notifications.title,
            body: notifications.body,
            link: notifications.link,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id)),
        db
          .select({ reminders: notificationPreferences.reminders, campUpdates: notificationPreferences.campUpdates })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, userId)),
        db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
        db
          .select({
            state: newsletterSubscribers.state,
            createdAt: newsletterSubscribers.createdAt,
            confirmedAt: newsletterSubscribers.confirmedAt,
          })
          .from(newsletterSubscribers)
          .where(ownSubscription(userId, profile.email)),
        db
          .select({
            subject: mailMessages.subject,
            state: mailMessages.state,
            createdAt: mailMessages.createdAt,
            sentAt: mailMessages.sentAt,
          })
          .from(mailMessages)
          .where(accountMail(userId, profile.email))
          .orderBy(mailMessages.createdAt, mailMessages.id),
        db
          .select({
            package: subscriptions.packageName,
            status: subscriptions.status,
            startsAt: subscriptions.startsAt,
            endsAt: subscriptions.endsAt,
            autoRenew: subscriptions.autoRenew,
            nextPackage: subscriptions.nextPackage,
            graceUntil: subscriptions.graceUntil,
            provider: subscriptions.provider,
            cardLast4: subscriptions.cardLast4,
          })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId)),
      ]);
      const more = await campLifeAbout(userId);
      const [[contact], texts] = await Promise.all([
        db
          .select({
            channel: smsContacts.channel,
            phone: smsContacts.phone,
            phoneVerifiedAt: smsContacts.phoneVerifiedAt,
          })
          .from(smsContacts)
          .where(eq(smsContacts.userId, userId)),
        db
          .select({
            kind: smsMessages.kind,
            to: smsMessages.toPhone,
            state: smsMessages.state,
            createdAt: smsMessages.createdAt,
            sentAt: smsMessages.sentAt,
          })
          .from(smsMessages)
          .where(eq(smsMessages.userId, userId))
          .orderBy(smsMessages.createdAt, smsMessages.id),
      ]);
      return {
        ...more,
        contact,
        texts,
        profile,
        signIns,
        sessions: sessionRows,
        requests: requestRows,
        likes: likeRows,
        upcomingLikes: upcomingLikeRows,
        reviews: reviewRows,
        payments: paymentRows,
        notifications: notificationRows,
        preferences,
        feed,
        newsletter,
        mails: mailRows,
        subscription,
      };
    },

    /** Saves the user's language; false when there is no such user. */
    async saveLocale(userId: string, locale: Locale): Promise<boolean> {
      const rows = await db.update(users).set({ locale }).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },

    /** The hash of the user's password, or undefined for an account without one (Google only). */
    async passwordHash(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      return row?.password ?? undefined;
    },

    /** Locks the user's row for the deletion (a second deletion of the same account waits, then finds none). */
    async lockUser(tx: Tx, userId: string): Promise<boolean> {
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      return row !== undefined;
    },

    /**
     * Locks, in id order, every camp whose counters the deletion will change: the camps of the user's requests and
     * the camps they liked (and, the same way, the upcoming camps they liked). Without this, releasing seats locks
     * request camps in id order and then taking back likes updates liked camps in whatever order the update meets
     * them, so two deletions at once (one holding camp A's seat and liking B, the other holding B's and liking A)
     * could each wait for the other's lock: a deadlock. Taking every lock first, in one order, leaves no cycle; the
     * later steps re-lock rows this transaction already holds, which never waits. (Not tested: the interleaving is a
     * matter of milliseconds between two transactions and cannot be forced without hooks inside the modules.)
     */
    async lockCampsOf(tx: Tx, userId: string): Promise<void> {
      await tx
        .select({ id: camps.id })
        .from(camps)
        .where(
          sql`${camps.id} in (select ${joinRequests.campId} from ${joinRequests} where ${joinRequests.userId} = ${userId}
            union select ${campLikes.campId} from ${campLikes} where ${campLikes.userId} = ${userId})`,
        )
        .orderBy(camps.id)
        .for("update");
      const liked = tx
        .select({ id: upcomingCampLikes.upcomingCampId })
        .from(upcomingCampLikes)
        .where(eq(upcomingCampLikes.userId, userId));
      await tx
        .select({ id: upcomingCamps.id })
        .from(upcomingCamps)
        .where(inArray(upcomingCamps.id, liked))
        .orderBy(upcomingCamps.id)
        .for("update");
    },
    /**
     * The account's last step, in the deletion's transaction: payments stay for accounting without the e-mail
     * (the foreign key then clears user_id), reviews stay with user_id cleared ("Former camper"), and deleting the
     * user deletes its sessions, sign-in methods, notifications, preferences, calendar feed and payment intents. The
     * newsletter subscription of the account's address goes too when it is the account's own (ownSubscription; a
     * subscription of the same address that an unverified account never owned is someone else's and stays):
     * "delete my account" means MedCamp keeps no address of the user's to write to (they can subscribe again without
     * an account). Every e-mail of the account goes as well (accountMail: written to it, or to its address once
     * verified): queued ones are never delivered after the deletion, and sent ones are personal data. Mail that an
     * unverified account's address received for someone else stays.
     */
    async deleteUser(tx: Tx, userId: string, email: string): Promise<void> {
      await tx.update(payments).set({ email: null }).where(eq(payments.userId, userId));
      await tx.delete(newsletterSubscribers).where(ownSubscription(userId, email));
      await tx.delete(mailMessages).where(accountMail(userId, email));
      await tx.delete(users).where(eq(users.id, userId));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
