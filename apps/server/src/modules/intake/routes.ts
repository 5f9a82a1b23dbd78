import {
  idParamsSchema,
  intakeAnswerListSchema,
  intakeAnswersBodySchema,
  intakeQuestionListSchema,
  intakeQuestionsBodySchema,
} from "@medcamp/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOnly, requireAdmin, requireUser, signedInOnly } from "../../lib/guards.ts";
import { refusals } from "../../lib/refusal-responses.ts";
import type { IntakeService } from "./service.ts";

/** A camp's intake questions, and a join request's answers (issue 21). */
export const intakeRoutes: FastifyPluginAsyncZod<{ service: IntakeService }> = async (app, { service }) => {
  const tags = ["intake"];

  app.get(
    "/meals/:id/questions",
    {
      schema: {
        tags,
        summary: "The camp's intake questions, in order, asked when a camper joins (none: an empty list)",
        params: idParamsSchema,
        response: { 200: intakeQuestionListSchema, ...refusals("CAMP_NOT_FOUND") },
      },
    },
    (request) => service.questions(request.params.id),
  );

  app.put(
    "/meals/:id/questions",
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary:
          "Admin: replace the camp's questions with these, in this order. A question sent with its id keeps its " +
          "answers (each under the wording it answered); one left out is deleted with its answers; one whose kind " +
          "changes loses its answers, which takes dropChangedAnswers: true (else 409 naming how many)",
        params: idParamsSchema,
        body: intakeQuestionsBodySchema,
        response: {
          200: intakeQuestionListSchema,
          ...refusals("CAMP_NOT_FOUND", "INTAKE_UNKNOWN_QUESTION", "INTAKE_ANSWERS_WOULD_BE_DELETED"),
        },
      },
    },
    (request) =>
      service.setQuestions(request.params.id, request.body.questions, requireAdmin(request), {
        dropChangedAnswers: request.body.dropChangedAnswers,
      }),
  );

  app.get(
    "/meal-requests/:id/answers",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "A join request's intake answers: its camper's own, or any of their camps' for admins and staff",
        params: idParamsSchema,
        response: { 200: intakeAnswerListSchema, ...refusals("REQUEST_NOT_FOUND") },
      },
    },
    (request) => service.answers(request.params.id, requireUser(request)),
  );

  app.put(
    "/meal-requests/:id/answers",
    {
      preValidation: signedInOnly,
      schema: {
        tags,
        summary: "The camper changes their answers (all at once) until the camp starts",
        params: idParamsSchema,
        body: intakeAnswersBodySchema,
        response: {
          200: intakeAnswerListSchema,
          ...refusals(
            "REQUEST_NOT_FOUND",
            "CAMP_STARTED",
            "INTAKE_UNKNOWN_QUESTION",
            "INTAKE_ANSWER_REQUIRED",
            "INTAKE_ANSWER_INVALID",
            "INTAKE_CONSENT_REQUIRED",
          ),
        },
      },
    },
    (request) => service.changeAnswers(request.params.id, requireUser(request), request.body.answers),
  );
};
