import { idSchema } from "@medcamp/contract";
import type { ChangeFeed } from "../../cache/change-feed.ts";
import { createVersionedCache } from "../../cache/versioned-cache.ts";
import type { Db } from "../../db/client.ts";
import { createCampsRepository } from "./repository.ts";

/** Answers whether a camp id names a camp (a malformed id names none). */
export type CampExists = (id: string) => Promise<boolean>;

/**
 * Whether a camp exists, for the status of the /meal/:id document (product.md §2: an unknown or deleted camp's
 * page answers 404). Remembered per id until camps change (ADR 006), so a camp's page costs no query on repeat.
 */
export function campExistenceFor(db: Db, feed: ChangeFeed): CampExists {
  const camps = createCampsRepository(db);
  const known = createVersionedCache<boolean>(feed, ["camps", "camp-rows"], 2_000);
  return async (id) => {
    if (!idSchema.safeParse(id).success) return false;
    return known.get(id, async () => (await camps.findById(id)) !== undefined);
  };
}
