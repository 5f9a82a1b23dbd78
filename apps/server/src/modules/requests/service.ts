import {
  type BulkServeAnswer,
  type BulkServeBody,
  type IntakeAnswerInput,
  type JoinRequestAnswer,
  MESSAGES,
  type MyCampState,
  refusalMessage,
  type RequestStatus,
} from "@medcamp/contract";
import type { Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { UserIdByEmail } from "../users/email-lookup.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { CheckedAnswer, IntakeService } from "../intake/index.ts";
import { campersInPlay, type RequestSearch, type RequestsRepository } from "./repository.ts";
import { createJoinBatcher } from "./join-batcher.ts";
import type { ReleaseOutcome, SeatsRepository } from "./seats-repository.ts";

/** The user's own review of a camp, from the reviews module's service. */
export type OwnReview = (campId: string, userId: string) => Promise<MyCampState["review"]>;

export interface RequestsDependencies {
  requests: RequestsRepository;
  seats: SeatsRepository;
  userIdByEmail: UserIdByEmail;
  ownReview: OwnReview;
  /** The intake module: a join's answers are checked first and written in the join's transaction (issue 21). */
  intake: Pick<IntakeService, "checkJoin" | "saveJoinAnswers">;
  /** Serving, declining and deleting a request are recorded in their transactions (issue 23). */
  audit: AuditService;
  clock: Clock;
}

/** When a priority window ends, as the refusal says it (UTC, to the minute). */
const opensAtText = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(at) + " UTC";

/** A waitlist rank as the API carries it: present only for waitlisted requests. */
const rank = (position: number | null) => (position === null ? {} : { position });

/** A decline's reason as the API carries it: present only when the admin gave one (issue 23). */
const reasonOf = (declineReason: string | null) => (declineReason ? { declineReason } : {});

/** What one admin change did to one request: applied now, already so, or refused (the PATCH's refusal). */
type Transition = "changed" | "unchanged" | "REQUEST_NOT_FOUND" | "REQUEST_WAITLISTED" | "REQUEST_DECLINED";
type ServeStatus = "delivered" | "declined";

function refuseRelease(outcome: ReleaseOutcome) {
  if (outcome === "missing") throw refuse("REQUEST_NOT_FOUND");
  if (outcome === "delivered") throw refuse("REQUEST_NOT_CANCELLABLE");
}

/**
 * Join requests: a camper asks to join (needs a badge; one active request per camp) and gets a seat or a place on the
 * waitlist, lists and cancels theirs; an admin serves, declines or deletes them and sets capacities (issue 18).
 */
export function createRequestsService({
  requests: repo,
  seats,
  userIdByEmail,
  ownReview,
  intake,
  audit,
  clock,
}: RequestsDependencies) {
  /**
   * What an admin's decline or delete records, in its transaction: the request's status before and after (a
   * decline's reason with it, issue 23).
   */
  const recordRelease =
    (
      actor: AuditActor,
      requestId: string,
      action: "request.declined" | "request.deleted",
      after: Record<string, unknown> | null,
    ) =>
    (tx: Tx, change: { campId: string; status: string }) =>
      audit.record(tx, actor, {
        action,
        target: { type: "request", id: requestId },
        campId: change.campId,
        before: { status: change.status },
        after,
      });

  /**
   * One admin change to one request, in its own transaction (the seats' for a decline, the request's for a Book),
   * with its audit row and its camper's notice: applied once; a repeat is "unchanged" and writes and tells nothing.
   */
  async function transition(
    requestId: string,
    status: ServeStatus,
    actor: AuditActor,
    reason?: string,
  ): Promise<Transition> {
    if (status === "declined") {
      const after = { status: "declined", ...(reason ? { reason } : {}) };
      const record = recordRelease(actor, requestId, "request.declined", after);
      const outcome = await seats.release(requestId, { by: "admin", action: "decline", reason, record });
      if (outcome === "missing") return "REQUEST_NOT_FOUND";
      return outcome === "unchanged" ? "unchanged" : "changed";
    }
    const outcome = await repo.markDelivered(requestId, (tx, campId) =>
      audit.record(tx, actor, {
        action: "request.served",
        target: { type: "request", id: requestId },
        campId,
        before: { status: "pending" },
        after: { status: "delivered" },
      }),
    );
    if (outcome === "missing") return "REQUEST_NOT_FOUND";
    if (outcome === "waitlisted") return "REQUEST_WAITLISTED";
    if (outcome === "declined") return "REQUEST_DECLINED";
    return outcome === "unchanged" ? "unchanged" : "changed";
  }
  /** Checked intake answers of the joins in flight, by camp and camper, for the join's transaction to write. */
  const answersInFlight = new Map<string, CheckedAnswer[]>();
  const inFlight = (campId: string, userId: string) => `${campId}:${userId}`;
  const saveAnswers = async (tx: Tx, campId: string, rows: { id: string; userId: string }[]) => {
    for (const row of rows) {
      const answers = answersInFlight.get(inFlight(campId, row.userId));
      if (answers && answers.length > 0) await intake.saveJoinAnswers(tx, row.id, answers);
    }
  };
  // A camp's joins that arrive together share one transaction (join-batcher.ts); "now" is read when it runs.
  const joins = createJoinBatcher((campId, userIds) =>
    seats.joinMany(campId, userIds, clock.now(), (tx, rows) => saveAnswers(tx, campId, rows)),
  );
  async function joinWithAnswers(campId: string, userId: string, answers: CheckedAnswer[]) {
    const key = inFlight(campId, userId);
    answersInFlight.set(key, answers);
    try {
      return await joins.join(campId, userId);
    } finally {
      if (answersInFlight.get(key) === answers) answersInFlight.delete(key);
    }
  }

  return {
    async requestToJoin(
      user: SignedInUser,
      campId: string,
      answers: IntakeAnswerInput[] = [],
    ): Promise<JoinRequestAnswer> {
      if (!user.badge) throw refuse("SUBSCRIPTION_REQUIRED");
      const outcome = await joinWithAnswers(campId, user.id, await intake.checkJoin(campId, answers));
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome === "ended") throw refuse("CAMP_ENDED");
      if (outcome === "already-requested") throw refuse("ALREADY_REQUESTED");
      if ("priorityUntil" in outcome) throw refuse("PRIORITY_BOOKING", { opensAt: opensAtText(outcome.priorityUntil) });
      if (outcome.status === "pending") {
        return { message: MESSAGES.success.mealRequested, insertedId: outcome.id, status: "pending" };
      }
      return {
        message: MESSAGES.schedule.waitlisted(outcome.position),
        insertedId: outcome.id,
        status: "waitlisted",
        position: outcome.position,
      };
    },

    /** The session user's own standing with a camp: their newest join request and their review (product.md §5). */
    async mine(campId: string, userId: string): Promise<MyCampState> {
      const [request, review] = await Promise.all([repo.newestForCamp(campId, userId), ownReview(campId, userId)]);
      if (request === "missing") throw refuse("CAMP_NOT_FOUND");
      return {
        request: request && { _id: request.id, status: request.status as RequestStatus, ...rank(request.position) },
        review,
      };
    },

    /** `email` is the acting e-mail already checked against the session (self, or any user for an admin). */
    async listForCamper(email: string, page: number, limit: number) {
      const userId = await userIdByEmail(email);
      if (!userId) throw refuse("USER_NOT_FOUND");
      const { rows, total } = await repo.listForCamper(userId, page, limit);
      return {
        mealRequests: rows.map((r) => ({
          mealRequest: {
            _id: r.id,
            title: r.title,
            likes: r.likes,
            reviews_count: r.reviewsCount,
            status: r.status as RequestStatus,
            mealId: r.mealId,
            ...rank(r.position),
            attended: r.attended,
            ...reasonOf(r.declineReason),
          },
        })),
        totalPages: totalPages(total, limit),
      };
    },

    /** Cancels one of the session user's own requests that is not delivered; a seat it held goes to the next waiter. */
    async cancel(userId: string, requestId: string) {
      refuseRelease(await seats.release(requestId, { by: "camper", userId }));
      return { message: MESSAGES.success.requestCancelled };
    },

    async search(query: RequestSearch) {
      const { rows, total } = await repo.search(query);
      return {
        mealRequests: rows.map(({ id, position, declineReason, ...rest }) => ({
          _id: id,
          ...rest,
          status: rest.status as RequestStatus,
          ...rank(position),
          ...reasonOf(declineReason),
        })),
        totalPages: totalPages(total, query.limit),
      };
    },

    /**
     * Serve (Book): the request is delivered; the admin's row then shows "Conformed". Or decline it (issue 18), with
     * an optional reason its camper is shown (issue 23). A repeat answers the same and changes nothing.
     */
    async serve(requestId: string, status: ServeStatus, actor: AuditActor, reason?: string) {
      const outcome = await transition(requestId, status, actor, reason);
      if (outcome !== "changed" && outcome !== "unchanged") throw refuse(outcome);
      return { message: status === "declined" ? MESSAGES.schedule.requestDeclined : MESSAGES.success.mealDelivered };
    },

    /**
     * Serve Camp's bulk Book or Decline (issue 23): each request through the single-request transition, one
     * transaction per request in id order (ADR 021: two bulk calls on overlapping requests take their locks in the
     * same order), each with its own audit row and notice. A repeated call finds them "unchanged" and tells no one
     * again; a refused request does not stop the others. The outcomes come back in the order the ids were sent.
     */
    async bulk({ ids, status, reason }: BulkServeBody, actor: AuditActor): Promise<BulkServeAnswer> {
      const outcomes = new Map<string, Transition>();
      for (const id of [...ids].sort()) outcomes.set(id, await transition(id, status, actor, reason));
      const results = ids.map((id) => {
        const outcome = outcomes.get(id)!;
        if (outcome === "changed" || outcome === "unchanged") return { id, outcome };
        return { id, outcome: "refused" as const, code: outcome, message: refusalMessage(outcome) };
      });
      const counted = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
      return {
        message: MESSAGES.schedule.bulkDone(status, counted("changed"), counted("unchanged"), counted("refused")),
        results,
      };
    },

    /** Everyone whose request for the camp is still in play (seat-holders and waiters), in the caller's transaction. */
    campersInPlay: (tx: Tx, campId: string) => campersInPlay(tx, campId),

    /** Account deletion: every seat and waitlist place of the user given up in the caller's transaction. */
    releaseAllOf(tx: Tx, userId: string) {
      return seats.releaseAllOf(tx, userId);
    },

    /** An admin deletes a request; a seat it held goes to the next waiter. */
    async remove(requestId: string, actor: AuditActor) {
      const record = recordRelease(actor, requestId, "request.deleted", null);
      refuseRelease(await seats.release(requestId, { by: "admin", action: "delete", record }));
      return { message: MESSAGES.schedule.requestDeleted };
    },

    /**
     * Sets a camp's capacity (null: no limit): never below the seats taken; raising it seats the earliest waiters.
     * `alongside` is the rest of the camp's change, written in the same transaction.
     */
    async setCapacity(campId: string, capacity: number | null, alongside?: (tx: Tx) => Promise<unknown>) {
      const outcome = await seats.setCapacity(campId, capacity, alongside);
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome !== "done") throw refuse("CAPACITY_BELOW_SEATS", { seatsTaken: outcome.seatsTaken });
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
