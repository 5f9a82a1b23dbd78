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
import type { Db, Tx } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { Refusal, refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { UserIdByEmail } from "../users/email-lookup.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import type { IntakeService } from "../intake/index.ts";
import type { RequestSearch, RequestsRepository } from "./repository.ts";
import { createJoinBatcher, type JoinBatch } from "./join-batcher.ts";
import type { RequestNotices, SeatHolder } from "./request-notices.ts";
import {
  type JoinOutcome,
  madeRequest,
  type Release,
  type ReleaseOutcome,
  type SeatsRepository,
} from "./seats-repository.ts";

/** The user's own review of a camp, from the reviews module's service. */
export type OwnReview = (campId: string, userId: string) => Promise<MyCampState["review"]>;

/** A camper's join as it waits for its batch: who, and their intake answers as sent. */
interface Join {
  userId: string;
  answers: IntakeAnswerInput[];
}

export interface RequestsDependencies {
  /** Opens the transactions (ADR 026). */
  db: Db;
  /**
   * Opens the join batches' transactions: a small pool of its own on PostgreSQL (`Database.batchDb`), so a rush's
   * batches never queue behind the requests waiting for `db`'s connections; `db` itself on PGlite.
   */
  batchDb: Db;
  requests: RequestsRepository;
  seats: SeatsRepository;
  userIdByEmail: UserIdByEmail;
  ownReview: OwnReview;
  /** The intake module: a join's answers are checked and written in the join's transaction (issue 21). */
  intake: Pick<IntakeService, "checkJoins" | "saveJoinAnswers">;
  /** Serving, declining and deleting a request are recorded in their transactions (issue 23). */
  audit: AuditService;
  /** Tells campers about their requests in the transaction of each change (issue 19). */
  notices: RequestNotices;
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
  db,
  batchDb,
  requests: repo,
  seats,
  userIdByEmail,
  ownReview,
  intake,
  audit,
  notices,
  clock,
}: RequestsDependencies) {
  /** Gives the camp's free seats to the earliest waiters (seats-repository's settle) and tells those promoted. */
  async function settle(tx: Tx, campId: string, freed: { seats: number; waiting: number }) {
    const promoted: SeatHolder[] = await seats.settle(tx, campId, -freed.seats, -freed.waiting);
    if (promoted.length > 0) await notices.promoted(tx, campId, promoted);
  }

  /**
   * Lets go of a request in one transaction: the camper's cancel, or an admin's delete or decline (its camper told of
   * a decline, and the admin's change recorded with the status before and after: a decline's reason with it, issue
   * 23); the seat it held, or its place in line, goes to the earliest waiter.
   */
  function release(requestId: string, who: Release, actor?: AuditActor): Promise<ReleaseOutcome> {
    return db.transaction(async (tx) => {
      const gone = await seats.letGo(tx, requestId, who);
      if (typeof gone === "string") return gone;
      if (who.by === "admin" && actor) {
        const declined = who.action === "decline";
        const reason = declined ? who.reason || null : null;
        if (declined) await notices.declined(tx, gone.campId, gone.userId, reason);
        await audit.record(tx, actor, {
          action: declined ? "request.declined" : "request.deleted",
          target: { type: "request", id: requestId },
          campId: gone.campId,
          before: { status: gone.status },
          after: declined ? { status: "declined", ...(reason ? { reason } : {}) } : null,
        });
      }
      await settle(tx, gone.campId, gone.freed);
      return "done";
    });
  }

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
      const outcome = await release(requestId, { by: "admin", action: "decline", reason }, actor);
      if (outcome === "missing") return "REQUEST_NOT_FOUND";
      return outcome === "unchanged" ? "unchanged" : "changed";
    }
    const outcome = await db.transaction(async (tx) => {
      const served = await repo.markDelivered(tx, requestId);
      if (typeof served === "string") return served;
      await notices.confirmed(tx, served.campId, { requestId, userId: served.userId });
      await audit.record(tx, actor, {
        action: "request.served",
        target: { type: "request", id: requestId },
        campId: served.campId,
        before: { status: "pending" },
        after: { status: "delivered" },
      });
      return "delivered" as const;
    });
    if (outcome === "missing") return "REQUEST_NOT_FOUND";
    if (outcome === "waitlisted") return "REQUEST_WAITLISTED";
    if (outcome === "declined") return "REQUEST_DECLINED";
    return outcome === "unchanged" ? "unchanged" : "changed";
  }

  /**
   * One transaction for a camp's joins (join-batcher.ts), on the join batches' own connections: the camp's lock, then
   * the joins waiting by then (those that arrived meanwhile go too; "now" is read then), their intake answers checked
   * against the camp's questions (read once; a join whose answers do not fit is refused alone and writes nothing),
   * the requests of the others, their answers, and one batch of notices (with the new seats' tickets) for all.
   */
  const joinBatch: JoinBatch<Join, JoinOutcome | Refusal> = (campId, take) =>
    batchDb.transaction(async (tx) => {
      const camp = await seats.lockCamp(tx, campId);
      const batch = take();
      const checked = await intake.checkJoins(
        tx,
        campId,
        batch.map((join) => join.answers),
      );
      const fitting = batch.flatMap((join, i) => {
        const answers = checked[i]!;
        return answers instanceof Refusal ? [] : [{ userId: join.userId, answers }];
      });
      const joined = await seats.joinMany(
        tx,
        camp,
        fitting.map((join) => join.userId),
        clock.now(),
      );
      // A camper named twice made one request: the answers written are those of the join that made it.
      const answered = fitting.flatMap(({ answers }, i) => {
        const outcome = joined.outcomes[i];
        return madeRequest(outcome) && answers.length > 0 ? [{ requestId: outcome.id, answers }] : [];
      });
      await intake.saveJoinAnswers(tx, answered);
      if (joined.joins.length > 0) await notices.joined(tx, campId, joined.joins);
      const outcomes = joined.outcomes.values();
      return checked.map((answers) => (answers instanceof Refusal ? answers : outcomes.next().value!));
    });
  const joins = createJoinBatcher(joinBatch);

  return {
    async requestToJoin(
      user: SignedInUser,
      campId: string,
      answers: IntakeAnswerInput[] = [],
    ): Promise<JoinRequestAnswer> {
      if (!user.badge) throw refuse("SUBSCRIPTION_REQUIRED");
      const outcome = await joins.join(campId, { userId: user.id, answers });
      if (outcome instanceof Refusal) throw outcome;
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
      refuseRelease(await release(requestId, { by: "camper", userId }));
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
    campersInPlay: (tx: Tx, campId: string) => repo.campersInPlay(tx, campId),

    /**
     * Account deletion: every seat and waitlist place of the user given up in the caller's transaction, camp by camp
     * (in id order, so two such deletions never deadlock) under the camp's lock, the earliest waiters taking the freed
     * seats. The user's other requests (declined, delivered) go with the account.
     */
    async releaseAllOf(tx: Tx, userId: string) {
      for (const campId of await seats.campsInPlayOf(tx, userId)) {
        await settle(tx, campId, await seats.removeCamper(tx, campId, userId));
      }
    },

    /** An admin deletes a request; a seat it held goes to the next waiter. */
    async remove(requestId: string, actor: AuditActor) {
      refuseRelease(await release(requestId, { by: "admin", action: "delete" }, actor));
      return { message: MESSAGES.schedule.requestDeleted };
    },

    /**
     * Sets a camp's capacity (null: no limit) in the caller's transaction (the camp's change): never below the seats
     * taken, which refuses the whole change; raising it seats the earliest waiters and tells them.
     */
    async setCapacity(tx: Tx, campId: string, capacity: number | null) {
      const outcome = await seats.setCapacity(tx, campId, capacity);
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome !== "done") throw refuse("CAPACITY_BELOW_SEATS", { seatsTaken: outcome.seatsTaken });
      await settle(tx, campId, { seats: 0, waiting: 0 });
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
