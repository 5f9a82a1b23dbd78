import {
  adminProfileSchema,
  createUserBodySchema,
  emailParamsSchema,
  isAdminQuerySchema,
  isAdminResponseSchema,
  makeAdminBodySchema,
  messageSchema,
  userListQuerySchema,
  userListResponseSchema,
  userProfileResponseSchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingEmail, adminOnly, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { UsersService } from "./service.ts";

/** Profiles and roles: the session user's own profile, the admin's user search, promotion and admin profile. */
export const userRoutes: FastifyPluginAsyncZod<{ service: UsersService }> = async (app, { service }) => {
  const tags = ["users"];

  app.post(
    "/create-user",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Make sure the signed-in user's profile exists (idempotent)",
        body: createUserBodySchema.optional(),
        response: {
          200: messageSchema.extend({ user: userProfileResponseSchema.shape.user }),
          ...refusals("FORBIDDEN"),
        },
      },
    },
    (request) => {
      actingEmail(request, request.body?.email);
      return service.ensureProfile(requireUser(request));
    },
  );

  app.get(
    "/is-admin",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "Whether the signed-in user is an admin",
        querystring: isAdminQuerySchema,
        response: { 200: isAdminResponseSchema },
      },
    },
    (request) => ({ isAdmin: requireUser(request).role === "admin" }),
  );

  app.get(
    "/users",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Search users by name and e-mail (admin)",
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    (request) => service.search(request.query),
  );

  app.get(
    "/users/:email",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "A user's profile (self, or admin)",
        params: emailParamsSchema,
        response: { 200: userProfileResponseSchema, ...refusals("FORBIDDEN", "USER_NOT_FOUND") },
      },
    },
    (request) => service.profile(actingEmail(request, request.params.email, true)),
  );

  app.post(
    "/make-admin",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Promote a student to admin (admin; one way)",
        body: makeAdminBodySchema,
        response: { 200: messageSchema, ...refusals("USER_NOT_FOUND") },
      },
    },
    (request) => service.makeAdmin(request.body.userId, requireUser(request)),
  );

  app.get(
    "/admin/:email",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "An admin's profile with the number of camps they added (admin)",
        params: emailParamsSchema,
        response: { 200: adminProfileSchema, ...refusals("USER_NOT_FOUND") },
      },
    },
    (request) => service.adminProfile(request.params.email),
  );
};
