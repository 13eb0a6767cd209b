import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { type AccountContext, loadAccountContext } from './account-context';

const contexts = new WeakMap<FastifyRequest, Promise<AccountContext | undefined>>();

/**
 * The request's whole AccountContext (zone, today, locale, currency, company ready, preferences,
 * settings: docs/decisions/029), read in one statement the first time the request asks for it and
 * shared by the rest of the request. The session read itself stays two columns wide: every signed-in
 * request pays for it, and most need no more than zone and currency (`request.account`).
 */
export function accountContextOf(request: FastifyRequest, db: Db, now: Date = new Date()) {
  let context = contexts.get(request);
  if (!context) {
    context = loadAccountContext(db, request.userId, now);
    contexts.set(request, context);
  }
  return context;
}
