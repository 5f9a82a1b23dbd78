import { healthResponseSchema } from "@medcamp/contract";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Liveness and database check", response: { 200: healthResponseSchema } } },
    async () => {
      await database.db.execute(sql`select 1`);
      return { status: "ok" as const, database: database.kind };
    },
  );
};
