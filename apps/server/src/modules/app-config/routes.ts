import { appConfigSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";

/** GET /api/app-config: public facts the UI adapts to (demo hint on the login page, Google button, test mode). */
export const appConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = {
    demoSeed: config.seedDemo,
    googleEnabled: Boolean(config.google),
    payments: config.stripe ? ("stripe" as const) : ("demo" as const),
    priorityBookingHours: config.priorityBookingHours,
  };
  app.get(
    "/app-config",
    { schema: { tags: ["health"], summary: "Public facts about this deployment", response: { 200: appConfigSchema } } },
    (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return body;
    },
  );
};
