import { ERROR_CODES, MESSAGES } from "@medcamp/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "../lib/http-errors.ts";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

function describeValidation(error: FastifyError & { validation: ValidationIssue[] }): string {
  const first = error.validation[0];
  const where = error.validationContext ?? "request";
  const pathParts = first?.params?.issue?.path?.map(String) ?? [];
  const field =
    pathParts.length > 0 ? pathParts.join(".") : (first?.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  const label = field ? `${where}.${field}` : where;
  return `${label}: ${first?.message ?? "is invalid"}`;
}

export const codeForStatus: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.validation,
  429: ERROR_CODES.rateLimited,
};

/** One place that turns every failure into `{message, code}`: 4xx say why, 5xx only "Internal error". */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: describeValidation(error), code: ERROR_CODES.validation });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? ERROR_CODES.badJson
          : (codeForStatus[status] ?? ERROR_CODES.validation);
      const message = status === 429 ? MESSAGES.errors.tooManyRequests : error.message;
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ message: MESSAGES.errors.internal, code: ERROR_CODES.internal, requestId: request.id });
  });
}
