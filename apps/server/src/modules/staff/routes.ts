import { messageSchema, staffAssignmentSchema, staffBodySchema, staffUserParamsSchema } from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { StaffService } from "./service.ts";

/** The staff role (issue 21): admins grant and take it back; a user reads their own camps. */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  const tags = ["staff"];

  app.post(
    "/make-staff",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Make a user staff for a camp (mealId) or for every camp (no mealId): check-in and participants only",
        body: staffBodySchema,
        response: { 200: messageSchema, ...refusals("USER_NOT_FOUND", "CAMP_NOT_FOUND") },
      },
    },
    (request) => service.makeStaff(request.body, requireUser(request)),
  );

  app.post(
    "/remove-staff",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "Take back a staff assignment (the same userId and mealId it was given with)",
        body: staffBodySchema,
        response: { 200: messageSchema, ...refusals("USER_NOT_FOUND", "CAMP_NOT_FOUND", "STAFF_NOT_FOUND") },
      },
    },
    (request) => service.removeStaff(request.body, requireUser(request)),
  );

  app.get(
    "/staff/:userId",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: "The camps a user staffs (admin; Manage Users)",
        params: staffUserParamsSchema,
        response: { 200: staffAssignmentSchema },
      },
    },
    (request) => service.assignments(request.params.userId),
  );

  app.get(
    "/me/staff",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camps the signed-in user staffs (for their check-in links)",
        response: { 200: staffAssignmentSchema },
      },
    },
    (request) => service.assignments(requireUser(request).id),
  );
};
