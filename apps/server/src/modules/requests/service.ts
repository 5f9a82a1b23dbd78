import { ERROR_CODES, type InsertedId, MESSAGES } from "@medcamp/contract";
import { conflict, forbidden, notFound } from "../../lib/http-errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import type { RequestsRepository } from "./repository.ts";

/** A camper asks to join a camp: needs a subscription badge; one open request per camp. */
export function createRequestsService(repo: RequestsRepository) {
  return {
    async requestToJoin(user: SessionUser, mealId: string): Promise<InsertedId> {
      if (!user.badge) throw forbidden(MESSAGES.camps.needSubscription, ERROR_CODES.subscriptionRequired);
      const outcome = await repo.open(mealId, user.id);
      if (outcome === "missing") throw notFound(MESSAGES.camps.campNotFound);
      if (outcome === "already-requested") throw conflict(MESSAGES.camps.requestAlreadySent);
      return { message: MESSAGES.success.mealRequested, insertedId: outcome.insertedId };
    },
  };
}
