import { count } from "drizzle-orm";
import type { Db } from "../client.ts";
import { meals, upcomingMeals } from "../schema/index.ts";
import { DEMO_CAMPS, DEMO_UPCOMING_CAMPS, type DemoCamp } from "./demo-camps.ts";

export const DEMO_DISTRIBUTOR = { name: "MedCamp Admin", email: "admin@medcamp.dev" } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function toRow(camp: DemoCamp, now: number) {
  return {
    title: camp.title,
    category: camp.category,
    image: camp.image,
    ingredients: camp.ingredients,
    description: camp.description,
    price: camp.price,
    postTime: new Date(now - camp.postedDaysAgo * DAY_MS),
    distributorName: DEMO_DISTRIBUTOR.name,
    distributorEmail: DEMO_DISTRIBUTOR.email,
  };
}

/** Fills an empty database with the demo camps and upcoming camps; does nothing once camps exist. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(meals);
    if ((existing?.n ?? 0) > 0) return { seeded: false };
    const now = Date.now();
    await tx.insert(meals).values(DEMO_CAMPS.map((c) => toRow(c, now)));
    await tx.insert(upcomingMeals).values(DEMO_UPCOMING_CAMPS.map((c) => toRow(c, now)));
    return { seeded: true };
  });
}
