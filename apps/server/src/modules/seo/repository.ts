import { eq, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { camps } from "../../db/schema/index.ts";

/** What the public files read of camps (never changed here): an image, and ids in keyset order for the sitemap. */
export function createSeoRepository(db: Db) {
  return {
    /** The camp's image (a site path or an http(s) URL), or undefined when there is no such camp. */
    async imageOf(campId: string): Promise<string | undefined> {
      const [row] = await db.select({ image: camps.image }).from(camps).where(eq(camps.id, campId)).limit(1);
      return row?.image;
    },

    /**
     * The first id of each page of `pageSize` camps in id order: as many rows as there are pages, read from the
     * primary key's index without bringing every id to this process.
     */
    async pageStarts(pageSize: number): Promise<string[]> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id from (select ${camps.id} as id, row_number() over (order by ${camps.id}) - 1 as n from ${camps}) s
            where n % ${pageSize} = 0 order by id`,
      );
      return rows.map((row) => row.id);
    },

    /**
     * Up to `limit` camp ids from `firstId` on, in id order (a keyset page). They come back joined in one value:
     * 50,000 rows would cost several times as long to read as one.
     */
    async idsFrom(firstId: string, limit: number): Promise<string[]> {
      const [row] = await queryRows<{ ids: string | null }>(
        db,
        sql`select string_agg(id::text, ',' order by id) as ids
            from (select ${camps.id} as id from ${camps} where ${camps.id} >= ${firstId} order by ${camps.id} limit ${limit}) s`,
      );
      return row?.ids ? row.ids.split(",") : [];
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
