import type { FastifyRequest } from 'fastify';
import { type AppLanguage, acceptedLanguages, appLanguageOf } from '../../shared/i18n/app-language';
import type { ErrorCode } from '../../shared/i18n/errors/en';
import type { ApiMessageValues } from '../../shared/i18n/errors/values';
import { apiMessage } from './api-messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's language (users.language), read with the session (plugins/session.ts). */
    userLanguage?: AppLanguage;
  }
}

/**
 * The language the API answers a request in (issue 3/7): the signed-in user's, else the first of the
 * request's Accept-Language that Duely speaks, else English.
 */
export function languageOf(request: Pick<FastifyRequest, 'headers' | 'userLanguage'>): AppLanguage {
  return request.userLanguage ?? appLanguageOf(acceptedLanguages(request.headers['accept-language']));
}

/** A message of the API in the request's language: `{ message: say(request, 'signed_out') }`. */
export function say(
  request: Pick<FastifyRequest, 'headers' | 'userLanguage'>,
  code: ErrorCode,
  values?: ApiMessageValues,
): string {
  return apiMessage(languageOf(request), code, values);
}
