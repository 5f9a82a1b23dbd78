import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import { mayRunCampFor } from "../staff/index.ts";
import { createTicketsRepository } from "./repository.ts";
import { ticketsRoutes } from "./routes.ts";
import { createTicketsService } from "./service.ts";

export { newTicketCode } from "./code.ts";
export { issueTickets } from "./repository.ts";

/** Tickets of seat-holding join requests (issue 21). */
export const ticketsModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(ticketsRoutes, { service: createTicketsService(createTicketsRepository(db), mayRunCampFor(db)) });
};
