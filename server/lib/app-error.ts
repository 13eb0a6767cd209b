import type { ErrorCode } from '../../shared/i18n/errors/en';
import type { ApiMessageValues } from '../../shared/i18n/errors/values';
import { apiMessage } from './api-messages';

/** A field to fix: its path, and why by the code of its message with the values it fills in. */
export interface FieldError {
  path: string;
  code: ErrorCode;
  values?: ApiMessageValues;
}

/**
 * The one error type operations throw. It carries a code of the API's messages (shared/i18n/errors)
 * and the values the message fills in; the error handler writes `{ code, message, errors? }` in the
 * caller's language. Its own `message` is the English one, for the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly values?: ApiMessageValues,
    readonly errors?: FieldError[],
  ) {
    super(apiMessage('en', code, values));
    this.name = 'AppError';
  }
}

type NotFoundCode = Extract<ErrorCode, `${string}_not_found`>;

export const badRequest = (code: ErrorCode, values?: ApiMessageValues, errors?: FieldError[]) =>
  new AppError(400, code, values, errors);
/** A refusal about one field: the answer's message is the field's. */
export const fieldRefused = (statusCode: number, path: string, code: ErrorCode, values?: ApiMessageValues) =>
  new AppError(statusCode, code, values, [{ path, code, values }]);
export const unauthorized = (code: ErrorCode = 'sign_in_required') => new AppError(401, code);
export const notFound = (code: NotFoundCode) => new AppError(404, code);
export const conflict = (code: ErrorCode, values?: ApiMessageValues) => new AppError(409, code, values);
export const unprocessable = (code: ErrorCode, values?: ApiMessageValues) => new AppError(422, code, values);
export const tooManyRequests = (code: ErrorCode, values?: ApiMessageValues) =>
  new AppError(429, code, values);
