import {
  type InsertedId,
  type LikeResponse,
  MEAL_DETAIL_REVIEWS_MAX,
  MESSAGES,
  type MealDetail,
  type MealCities,
  type MealInput,
  type MealListQuery,
  type MealListResponse,
  type MealUpdate,
} from "@medcamp/contract";
import type { VersionedCache } from "../../cache/versioned-cache.ts";
import type { Tx } from "../../db/client.ts";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { RequestsService } from "../requests/index.ts";
import type { CampNotices } from "./camp-notices.ts";
import type { ReviewsService } from "../reviews/index.ts";
import { toMeal } from "./camp-mapper.ts";
import type { LikesRepository } from "./likes-repository.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import { type CampChangeHooks, type CampRow, type CampsRepository, campFields, changedFields } from "./repository.ts";

export interface CampsDependencies {
  camps: CampsRepository;
  likes: LikesRepository;
  /** The detail shows the camp's newest reviews, which the reviews module owns. */
  reviews: Pick<ReviewsService, "newestForCamp">;
  /** A camp's capacity changes with its seats and waitlist, which the requests module keeps (issue 18). */
  seats: Pick<RequestsService, "setCapacity">;
  /** Remembers how many camps match a filter until camps are added, removed or change title, category or price. */
  totals: VersionedCache<number>;
  /** Tells a camp's campers when it moves in time or place, or is deleted (issue 19; nothing when absent). */
  notices?: CampNotices;
  /** Adding, changing and deleting a camp are recorded in their transactions (issue 23). */
  audit: AuditService;
}

/** Camps: everyone browses and reads them, campers like them, admins add, edit and delete them. */
export function createCampsService({ camps, likes, reviews, seats, totals, notices, audit }: CampsDependencies) {
  const hooks: CampChangeHooks = {
    changed: async (tx, campId, changes) => notices?.changed(tx, campId, changes),
    deleting: async (tx, campId) => notices?.deleted(tx, campId),
  };
  return {
    async list(query: MealListQuery): Promise<MealListResponse> {
      const filterKey = JSON.stringify([
        query.category,
        query.priceRange,
        query.search,
        query.from,
        query.to,
        query.city?.toLowerCase(),
      ]);
      const total = await totals.get(filterKey, () => camps.count(query));
      const rows = await camps.page(query, total);
      return { meals: rows.map(toMeal), totalPages: totalPages(total, query.limit) };
    },

    /**
     * `likedby` holds only the viewer's own e-mail, and only when they liked the camp (ADR 003). `reviews` are the
     * newest 50; `reviewsCount` tells how many there are in all.
     */
    async detail(id: string, viewer: SignedInUser | null): Promise<MealDetail> {
      const row = await camps.findById(id);
      if (!row) throw refuse("CAMP_NOT_FOUND");
      const [reviewList, liked] = await Promise.all([
        reviews.newestForCamp(id, MEAL_DETAIL_REVIEWS_MAX),
        viewer ? likes.hasLiked(id, viewer.id) : Promise.resolve(false),
      ]);
      return { ...toMeal(row), likedby: liked && viewer ? [viewer.email] : [], reviews: reviewList };
    },

    async like(campId: string, user: SignedInUser): Promise<LikeResponse> {
      const outcome = await likes.like(campId, user.id);
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome === "already-liked") throw refuse("ALREADY_LIKED");
      return { message: MESSAGES.success.mealLiked, likes: outcome.likes };
    },

    async add(admin: SignedInUser, input: MealInput): Promise<InsertedId> {
      const insertedId = await camps.insert(input, admin, (tx, row) =>
        audit.recordCamp(tx, admin, "camp.added", row.id, { after: campFields(row) }),
      );
      return { insertedId, message: MESSAGES.success.campAdded };
    },

    /** The cities camps take place in (the All Camps city filter). */
    async cities(): Promise<MealCities> {
      return { cities: await camps.cities() };
    },

    /**
     * A new capacity is checked against the seats taken under the camp's lock, and the rest of the change is written
     * in that same transaction: a refused capacity changes nothing, an accepted one never lands alone. A new date,
     * time zone or place is told to the camp's campers in that transaction too.
     */
    async update(id: string, input: MealUpdate, actor: AuditActor) {
      const recorded = {
        ...hooks,
        // Runs before a new capacity is written (in the same transaction): `before` holds the capacity it replaces.
        updated: async (tx: Tx, before: CampRow, after: CampRow) => {
          const fields = changedFields(before, after);
          if (Object.keys(fields.after).length > 0) await audit.recordCamp(tx, actor, "camp.updated", id, fields);
          if (input.capacity !== undefined && input.capacity !== before.capacity) {
            await audit.recordCamp(tx, actor, "camp.capacity-changed", id, {
              before: { capacity: before.capacity },
              after: { capacity: input.capacity },
            });
          }
        },
      };
      if (input.capacity !== undefined) {
        await seats.setCapacity(id, input.capacity, (tx) => camps.updateAndTell(id, input, recorded, tx));
      } else if (!(await camps.updateAndTell(id, input, recorded))) {
        throw refuse("CAMP_NOT_FOUND");
      }
      return { message: MESSAGES.success.updated };
    },

    async remove(id: string, actor: AuditActor) {
      const deleted = await camps.delete(id, {
        ...hooks,
        deleted: (tx, camp) => audit.recordCamp(tx, actor, "camp.deleted", id, { before: campFields(camp) }),
      });
      if (!deleted) throw refuse("CAMP_NOT_FOUND");
      return { message: MESSAGES.success.deleted };
    },
  };
}
export type CampsService = ReturnType<typeof createCampsService>;
