import {
  messageSchema,
  newsletterChoiceSchema,
  newsletterConfirmSchema,
  newsletterCountsSchema,
  newsletterIssueSchema,
  newsletterSentSchema,
  newsletterStatusSchema,
  newsletterSubscribeSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NO_STORE } from "../../cache/http-cache.ts";
import { adminOnly, requireAdmin, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { NewsletterService } from "./service.ts";

/** The newsletter box (anyone), its confirmation link, the signed-in user's switch and the admin's count. */
export const newsletterHttpRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (app, { service }) => {
  const tags = ["newsletter"];

  app.post(
    "/newsletter",
    {
      schema: {
        tags,
        summary:
          "Ask for the newsletter: a confirmation e-mail with a link goes to the address (double opt-in; at most one " +
          "per address every 10 minutes). The answer is the same whether the address is new, pending or subscribed",
        body: newsletterSubscribeSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await service.subscribe(request.body.email)),
  );

  app.post(
    "/newsletter/confirm",
    {
      schema: {
        tags,
        summary:
          "Confirm a subscription with the token of its confirmation link (7 days; a repeat answers the same). Only " +
          "confirmed addresses receive newsletters",
        body: newsletterConfirmSchema,
        response: { 200: messageSchema, ...refusals("NEWSLETTER_LINK_INVALID") },
      },
    },
    (request) => service.confirm(request.body.token),
  );

  app.get(
    "/newsletter/me",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Whether the signed-in user's account e-mail is subscribed, or waiting for its confirmation (only a " +
          "subscription the account owns, or any of its address when the address is verified, e.g. Google)",
        response: { 200: newsletterStatusSchema },
      },
    },
    (request) => service.status(requireUser(request)),
  );

  app.put(
    "/newsletter/me",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary:
          "Turn the newsletter on (a confirmation e-mail is sent to the account e-mail; the answer is pending until " +
          "it is confirmed) or off (at once)",
        body: newsletterChoiceSchema,
        response: { 200: newsletterStatusSchema },
      },
    },
    (request) => service.choose(requireUser(request), request.body.subscribed),
  );

  app.get(
    "/admin/newsletter",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["admin: newsletter"],
        summary: "How many addresses are subscribed (confirmed) and how many wait for their confirmation (admin)",
        response: { 200: newsletterCountsSchema },
      },
    },
    () => service.counts(),
  );

  app.post(
    "/admin/newsletter/send",
    {
      preValidation: adminOnly,
      schema: {
        tags: ["admin: newsletter"],
        summary:
          "Send a newsletter {subject, text} to every confirmed subscriber (queued at once, delivered by the mail " +
          "worker), each with its one-click unsubscribe link and List-Unsubscribe headers (admin)",
        body: newsletterIssueSchema,
        response: { 202: newsletterSentSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await service.send(request.body, requireAdmin(request))),
  );
};

/** Form bodies (the one-click POST's "List-Unsubscribe=One-Click"): read and ignored, the token is in the URL. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * One-click unsubscribe (RFC 8058), the target of every optional message's List-Unsubscribe header. Mail programs
 * POST here from anywhere with a form body, so this route alone takes form bodies (this plugin's scope) and is left
 * out of the same-origin check (plugins/same-origin-writes.ts): the signed token is the credential, and it can only
 * turn e-mails off. The /unsubscribe page POSTs here too (JSON).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (app, { service }) => {
  app.addContentTypeParser(FORM_TYPES, { parseAs: "string" }, (_request, _body, done) => done(null, undefined));

  app.post(
    "/unsubscribe",
    {
      schema: {
        tags: ["newsletter"],
        summary:
          "Unsubscribe with the signed token of a message's link (RFC 8058 one-click: a cross-site form POST of " +
          "List-Unsubscribe=One-Click is accepted): reminders or camp updates off for that user, or a newsletter " +
          "address unsubscribed. Repeatable; the answer is never stored by a cache",
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...refusals("UNSUBSCRIBE_LINK_INVALID") },
      },
    },
    async (request, reply) => {
      // The URL carries a credential: no cache keeps the answer, refusals included.
      reply.header("cache-control", NO_STORE);
      return service.unsubscribe(request.query.token);
    },
  );
};
