import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../db/client';
import errors, { DATABASE_UNREACHABLE } from './errors';

/** An error as pg raises it: a message and a SQLSTATE or socket code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

/** Issue #22 item 1: what a failover or a PostgreSQL restart looks like to a statement. */
const lost = {
  'terminated by an administrator (57P01)': wrapped(
    pgError('terminating connection due to administrator command', '57P01'),
  ),
  'crash shutdown (57P02)': pgError('terminating connection due to crash of another server process', '57P02'),
  'starting up (57P03)': pgError('the database system is starting up', '57P03'),
  'connection failure (class 08)': pgError('connection failure', '08006'),
  'refused while restarting': wrapped(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
  reset: pgError('read ECONNRESET', 'ECONNRESET'),
  'closed socket': pgError('Connection terminated unexpectedly'),
  'a statement on a broken client': wrapped(
    pgError('Client has encountered a connection error and is not queryable'),
  ),
  'one of a tick’s steps': new AggregateError(
    [new Error('other'), pgError('x', '57P01')],
    'Several worker steps failed',
  ),
};
const notLost = {
  'a unique violation': wrapped(pgError('duplicate key value', '23505')),
  'a bug': new TypeError('x is undefined'),
  'not an error': 'Connection terminated',
};

describe('isConnectionLost', () => {
  it.each(Object.entries(lost))('knows %s', (_, err) => expect(isConnectionLost(err)).toBe(true));
  it.each(Object.entries(notLost))('leaves %s alone', (_, err) => expect(isConnectionLost(err)).toBe(false));
});

describe('the error handler on a lost database connection', () => {
  it('answers 503 with a sentence a person understands, and other failures still 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/lost', async () => {
      throw lost['terminated by an administrator (57P01)'];
    });
    app.get('/bug', async () => {
      throw notLost['a bug'];
    });
    const res = await app.inject({ method: 'GET', url: '/lost' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'database_unreachable', message: DATABASE_UNREACHABLE });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('a session that cannot be saved on a lost connection', () => {
  it('answers the same 503, not the driver’s message', async () => {
    const fail = (cb: (err?: unknown) => void) => cb(lost['terminated by an administrator (57P01)']);
    const store = {
      get: (_sid: string, cb: (err?: unknown, s?: null) => void) => cb(undefined, null),
      set: (_sid: string, _s: unknown, cb: (err?: unknown) => void) => fail(cb),
      destroy: (_sid: string, cb: (err?: unknown) => void) => cb(),
    };
    const app = Fastify({ logger: false });
    await app.register(errors);
    await app.register(fastifyCookie);
    await app.register(fastifySession, {
      secret: 'x'.repeat(40),
      store,
      saveUninitialized: false,
      cookie: { secure: false },
    });
    app.post('/sign-in', async (request) => {
      request.session.set('userId', 'someone');
      return { ok: true };
    });
    const res = await app.inject({ method: 'POST', url: '/sign-in' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'database_unreachable', message: DATABASE_UNREACHABLE });
    expect(res.headers['set-cookie']).toBeUndefined();
    await app.close();
  });
});
