import { type InsertedId, MESSAGES, type MyCampState, type RequestStatus } from "@medcamp/contract";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { UserIdByEmail } from "../users/email-lookup.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import type { RequestSearch, RequestsRepository } from "./repository.ts";

/** Join requests: a camper asks to join (needs a badge; one open request per camp), lists and cancels theirs; an admin serves them. */
/** The user's own review of a camp, from the reviews module's service. */
export type OwnReview = (campId: string, userId: string) => Promise<MyCampState["review"]>;

export function createRequestsService(repo: RequestsRepository, userIdByEmail: UserIdByEmail, ownReview: OwnReview) {
  return {
    async requestToJoin(user: SessionUser, campId: string): Promise<InsertedId> {
      if (!user.badge) throw refuse("SUBSCRIPTION_REQUIRED");
      const outcome = await repo.open(campId, user.id);
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome === "already-requested") throw refuse("ALREADY_REQUESTED");
      return { message: MESSAGES.success.mealRequested, insertedId: outcome.insertedId };
    },

    /** The session user's own standing with a camp: their newest join request and their review (product.md §5). */
    async mine(campId: string, userId: string): Promise<MyCampState> {
      const [request, review] = await Promise.all([repo.newestForCamp(campId, userId), ownReview(campId, userId)]);
      if (request === "missing") throw refuse("CAMP_NOT_FOUND");
      return { request: request && { _id: request.id, status: request.status as RequestStatus }, review };
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
          },
        })),
        totalPages: totalPages(total, limit),
      };
    },

    /** Cancels one of the session user's own pending requests. */
    async cancel(userId: string, requestId: string) {
      const outcome = await repo.cancelPending(userId, requestId);
      if (outcome === "missing") throw refuse("REQUEST_NOT_FOUND");
      if (outcome === "delivered") throw refuse("REQUEST_NOT_CANCELLABLE");
      return { message: MESSAGES.success.requestCancelled };
    },

    async search(query: RequestSearch) {
      const { rows, total } = await repo.search(query);
      return {
        mealRequests: rows.map(({ id, ...rest }) => ({
          _id: id,
          ...rest,
          status: rest.status as "pending" | "delivered",
        })),
        totalPages: totalPages(total, query.limit),
      };
    },

    /** Serve (Book): the request is delivered; the admin's row then shows "Conformed". */
    async serve(requestId: string) {
      if (!(await repo.markDelivered(requestId))) throw refuse("REQUEST_NOT_FOUND");
      return { message: MESSAGES.success.mealDelivered };
    },
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
