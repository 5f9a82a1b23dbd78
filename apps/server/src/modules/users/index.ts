import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { createUsersRepository } from "./repository.ts";
import { userRoutes } from "./routes.ts";
import { createUsersService } from "./service.ts";

/** Users: profiles, the admin's search, promotion to admin. */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(userRoutes, { service: createUsersService(createUsersRepository(db)) });
};
