import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { camps, users } from "../../db/schema/index.ts";

/** What the camp report's PDF prints about its camp (issue 41), and the languages it may be written in. */
export function createReportPdfRepository(db: Db) {
  return {
    /**
     * The camp's name, dates, place and organiser: the admin who added it (`added_by`), named as the camp shows them
     * (its distributor), with the language saved on their account (null: none saved, or the account is gone).
     */
    async camp(campId: string) {
      const [row] = await db
        .select({
          title: camps.title,
          startsAt: camps.startsAt,
          endsAt: camps.endsAt,
          timezone: camps.timezone,
          venue: camps.venue,
          address: camps.address,
          city: camps.city,
          country: camps.country,
          organiser: camps.distributorName,
          organiserLocale: users.locale,
        })
        .from(camps)
        .leftJoin(users, eq(users.id, camps.addedBy))
        .where(eq(camps.id, campId));
      return row;
    },

    /** The language a user saved (null: none). */
    async userLocale(userId: string): Promise<string | null> {
      const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return row?.locale ?? null;
    },
  };
}
export type ReportPdfRepository = ReturnType<typeof createReportPdfRepository>;
export type ReportPdfCamp = NonNullable<Awaited<ReturnType<ReportPdfRepository["camp"]>>>;
