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
import type { Db } from "../../db/client.ts";
import { refuse } from "../../lib/http-errors.ts";
import { totalPages } from "../../lib/sql-helpers.ts";
import type { SignedInUser } from "../../plugins/auth.ts";
import type { RequestsService } from "../requests/index.ts";
import type { CampNotices } from "./camp-notices.ts";
import type { ReviewsService } from "../reviews/index.ts";
import { toMeal } from "./camp-mapper.ts";
import type { LikesRepository } from "./likes-repository.ts";
import type { AuditActor, AuditService } from "../audit/index.ts";
import { type CampsRepository, campChanges, campFields, changedFields } from "./repository.ts";

export interface CampsDependencies {
  /** Opens the transactions (ADR 026). */
  db: Db;
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
export function createCampsService({ db, camps, likes, reviews, seats, totals, notices, audit }: CampsDependencies) {
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
      const outcome = await db.transaction((tx) => likes.like(tx, campId, user.id));
      if (outcome === "missing") throw refuse("CAMP_NOT_FOUND");
      if (outcome === "already-liked") throw refuse("ALREADY_LIKED");
      return { message: MESSAGES.success.mealLiked, likes: outcome.likes };
    },

    async add(admin: SignedInUser, input: MealInput): Promise<InsertedId> {
      const insertedId = await db.transaction(async (tx) => {
        const row = await camps.insert(tx, input, admin);
        await audit.recordCamp(tx, admin, "camp.added", row.id, { after: campFields(row) });
        return row.id;
      });
      return { insertedId, message: MESSAGES.success.campAdded };
    },

    /** The cities camps take place in (the All Camps city filter). */
    async cities(): Promise<MealCities> {
      return { cities: await camps.cities() };
    },

    /**
     * The change in one transaction, under the camp's lock: its fields, the notice of a new date, time zone or place
     * to its campers, its audit entries, then a new capacity (the requests module checks it against the seats taken
     * and seats waiters). A refused capacity refuses the whole change: nothing of it lands.
     */
    async update(id: string, input: MealUpdate, actor: AuditActor) {
      await db.transaction(async (tx) => {
        const change = await camps.update(tx, id, input);
        if (!change) throw refuse("CAMP_NOT_FOUND");
        const { before, after } = change;
        await notices?.changed(tx, id, campChanges(before, after));
        const fields = changedFields(before, after);
        if (Object.keys(fields.after).length > 0) await audit.recordCamp(tx, actor, "camp.updated", id, fields);
        if (input.capacity === undefined) return;
        // `before` holds the capacity the new one replaces (the update above leaves the capacity alone).
        if (input.capacity !== before.capacity) {
          await audit.recordCamp(tx, actor, "camp.capacity-changed", id, {
            before: { capacity: before.capacity },
            after: { capacity: input.capacity },
          });
        }
        await seats.setCapacity(tx, id, input.capacity);
      });
      return { message: MESSAGES.success.updated };
    },

    /** Its campers are told first, under the camp's lock, while its requests still exist; then it goes, audited. */
    async remove(id: string, actor: AuditActor) {
      await db.transaction(async (tx) => {
        const camp = await camps.lock(tx, id);
        if (!camp) throw refuse("CAMP_NOT_FOUND");
        await notices?.deleted(tx, id);
        await audit.recordCamp(tx, actor, "camp.deleted", id, { before: campFields(camp) });
        if (!(await camps.delete(tx, id))) throw refuse("CAMP_NOT_FOUND");
      });
      return { message: MESSAGES.success.deleted };
    },
  };
}
export type CampsService = ReturnType<typeof createCampsService>;
