import { type RefusalCode, refusalMessage } from "@medcamp/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HashPoolBusy } from "../auth/hash-pool.ts";
import { hashingBusy, Refusal } from "../lib/http-errors.ts";
import { describeValidation } from "./validation-sentences.ts";

const CODE_FOR_STATUS: Partial<Record<number, RefusalCode>> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** The code of a 4xx that came from a library (Fastify, better-auth) rather than from a refusal of ours. */
export const codeForStatus = (status: number): RefusalCode => CODE_FOR_STATUS[status] ?? "VALIDATION_ERROR";

/** One place that turns every failure into `{message, code}`: 4xx say why, 5xx only "Internal error". */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A full hashing pool met on any route is the same 503 BUSY as at sign-in, never a 500 (issue 37).
    const refusal = error instanceof HashPoolBusy ? hashingBusy() : error;
    if (refusal instanceof Refusal) {
      if (refusal.retryAfterS !== undefined) reply.header("retry-after", String(refusal.retryAfterS));
      return reply.status(refusal.status).send({ message: refusal.message, code: refusal.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(error.validation, error.validationContext);
      return reply.status(400).send({ message, code: "VALIDATION_ERROR" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const badJson = error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError;
      const code = badJson ? "BAD_JSON" : codeForStatus(status);
      const message = status === 429 ? refusalMessage("RATE_LIMITED") : error.message;
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .status(500)
      .send({ message: refusalMessage("INTERNAL_ERROR"), code: "INTERNAL_ERROR", requestId: request.id });
  });
}
