import { ERROR_CODES, type ErrorCode, MESSAGES } from "@medcamp/contract";

/** A refusal that the error handler turns into `{message, code}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode | string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: string = ERROR_CODES.validation) => new HttpError(400, message, code);
export const unauthorized = (message: string = MESSAGES.auth.loginRequired) =>
  new HttpError(401, message, ERROR_CODES.unauthorized);
export const forbidden = (message: string = MESSAGES.auth.forbidden, code: string = ERROR_CODES.forbidden) =>
  new HttpError(403, message, code);
export const notFound = (message: string = MESSAGES.errors.notFound) =>
  new HttpError(404, message, ERROR_CODES.notFound);
export const conflict = (message: string, code: string = ERROR_CODES.conflict) => new HttpError(409, message, code);
