import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AuditService } from "../audit/index.ts";
import { createUsersRepository } from "./repository.ts";
import { userRoutes } from "./routes.ts";
import { createUsersService } from "./service.ts";

/** Users: profiles, the admin's search, promotion to admin. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; audit: AuditService }> = async (
  app,
  { db, clock, audit },
) => {
  await app.register(userRoutes, { service: createUsersService(createUsersRepository(db), audit, clock) });
};
