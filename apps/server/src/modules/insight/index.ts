import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { createInsightRepository } from "./repository.ts";
import { createInsightService } from "./service.ts";

export { insightRoutes } from "./routes.ts";
export type { InsightService } from "./service.ts";

export const insightServiceFor = (db: Db, clock: Clock) => createInsightService(createInsightRepository(db), clock);
