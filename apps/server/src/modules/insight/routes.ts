import { overviewSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly } from "../../lib/guards.ts";
import type { InsightService } from "./service.ts";

/** The admin overview's figures and chart series (issue 23), for admins. */
export const insightRoutes: FastifyPluginAsyncZod<{ service: InsightService }> = async (app, { service }) => {
  app.get(
    "/admin/overview",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["insight"],
        summary:
          "Key figures and chart series: requests per day (30 UTC days), revenue per package per month (12), the next ten camps' fill, past camps' attendance",
        response: { 200: overviewSchema },
      },
    },
    () => service.overview(),
  );
};
