import { deleteAccountBodySchema, localeChoiceSchema, MESSAGES, messageSchema, myDataSchema } from "@medcamp/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { AccountService } from "./service.ts";

export interface AccountRouteOptions {
  service: AccountService;
  /** Set-Cookie values that clear the session cookies (the session itself is deleted with the account). */
  clearSessionCookies: () => Promise<string[]>;
  /** Sign-in's per-address limit, for the route that checks a password (issue 37). */
  authRateLimit: { max: number; windowSeconds: number };
}

/** GET /api/me/data ("Download my data"), PUT /api/me/locale (the chosen language) and DELETE /api/me ("Delete my account"). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { service, clearSessionCookies, authRateLimit },
) => {
  const tags = ["account"];

  app.get(
    "/me/data",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Everything MedCamp holds about the signed-in user as a JSON file (Content-Disposition: attachment): " +
          "profile, sign-in methods, sessions, requests, likes, upcoming likes, reviews, payments and payment " +
          "attempts, subscription, notifications, preferences, whether a calendar feed exists (not its address), the " +
          "account's own newsletter subscription, the e-mails written to the account (or to its address once " +
          "verified; subject, state, dates, no bodies), intake answers with their questions, tickets, check-ins, " +
          "staff roles, check-ins recorded as staff, camp reminders, camps added, and the audit log's entries by or " +
          "about the user (no before/after)",
        response: { 200: myDataSchema, ...refusals("USER_NOT_FOUND") },
      },
    },
    async (request, reply) => {
      const data = await service.data(requireUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply.header("content-disposition", `attachment; filename="medcamp-my-data-${day}.json"`).send(data);
    },
  );

  app.put(
    "/me/locale",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Save the language the signed-in user chose (en, bn, es, ar): their screens on every device, and the " +
          "e-mails and notices MedCamp sends them",
        body: localeChoiceSchema,
        response: { 200: localeChoiceSchema, ...refusals("USER_NOT_FOUND") },
      },
    },
    (request) => service.saveLocale(requireUser(request).id, request.body),
  );

  app.delete(
    "/me",
    {
      preValidation: signedInOnly,
      // A password check, limited per address as sign-in is (AUTH_RATE_LIMIT), not only by the per-user write limit.
      config: {
        rateLimit: {
          max: authRateLimit.max,
          timeWindow: authRateLimit.windowSeconds * 1000,
          keyGenerator: (request: FastifyRequest) => `password-check:ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          "Delete the signed-in user's account, confirmed with {password}; an account without a password (Google " +
          "only) confirms with {email}, its own address. In one transaction: seats and waitlist places are given up " +
          "(the earliest waiters take the seats), likes are taken back with the counters, reviews stay as " +
          '"Former camper", payments stay for accounting without the name or e-mail, and the user, its sessions, ' +
          "notifications, preferences, calendar feed, own newsletter subscription and own e-mails are deleted; the " +
          "answer clears the session cookies. A wrong password (403 WRONG_PASSWORD) or e-mail (403 EMAIL_MISMATCH) " +
          "changes nothing.",
        body: deleteAccountBodySchema,
        response: { 200: messageSchema, ...refusals("WRONG_PASSWORD", "EMAIL_MISMATCH", "USER_NOT_FOUND", "BUSY") },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await service.remove(user, request.body);
      return reply.header("set-cookie", await clearSessionCookies()).send({ message: MESSAGES.account.deleted });
    },
  );
};
