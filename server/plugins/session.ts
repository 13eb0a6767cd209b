import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { unauthorized } from '../lib/app-error';

declare module 'fastify' {
  interface Session {
    userId?: string;
  }
  interface FastifyInstance {
    /** For every signed-in route (`preHandler: app.requireUser`): 401 unless the session has a user. Runs before the body is read. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by requireUser. */
    userId: string;
  }
}

export const SESSION_COOKIE = 'duely.sid';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Callback = (err?: unknown, result?: any) => void;

/** A stored expiry this close to the cookie's is left as it is (see PgSessionStore.set). */
const EXPIRY_SLACK_MS = 24 * 60 * 60 * 1000;
const REMEMBERED_SESSIONS = 10_000;

/** The session's data without its cookie, whose expiry moves on every request. */
const contentOf = (sess: any) => JSON.stringify({ ...sess, cookie: undefined });

/** Sessions live in the sessions table (sid, sess, expire) so any number of servers share them. */
export class PgSessionStore {
  /** What this process last read or wrote for each session, to skip writes that change nothing. */
  private readonly known = new Map<string, { content: string; expire: number }>();

  constructor(private readonly db: Db) {}

  private remember(sid: string, sess: any, expire: Date) {
    this.known.delete(sid);
    this.known.set(sid, { content: contentOf(sess), expire: expire.getTime() });
    if (this.known.size > REMEMBERED_SESSIONS) this.known.delete(this.known.keys().next().value!);
  }

  get(sid: string, cb: Callback) {
    this.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        const live = row && row.expire > new Date();
        if (live) this.remember(sid, row.sess, row.expire);
        cb(null, live ? row.sess : null);
      }, cb);
  }

  /**
   * Rolling sessions ask for a save on every request. A save that only moves the expiry by less
   * than a day is skipped, so reading pages does not write to the database each time; the stored
   * expiry then trails the cookie's by at most a day.
   */
  set(sid: string, sess: any, cb: Callback) {
    const expire = sess?.cookie?.expires
      ? new Date(sess.cookie.expires)
      : new Date(Date.now() + SESSION_TTL_MS);
    const known = this.known.get(sid);
    if (known && known.content === contentOf(sess) && expire.getTime() - known.expire < EXPIRY_SLACK_MS) {
      cb();
      return;
    }
    const row = { sid, sess, expire, userId: sess?.userId ?? null };
    this.db
      .insert(sessions)
      .values(row)
      .onConflictDoUpdate({ target: sessions.sid, set: { sess, expire, userId: row.userId } })
      .then(() => {
        this.remember(sid, sess, expire);
        cb();
      }, cb);
  }

  destroy(sid: string, cb: Callback) {
    this.known.delete(sid);
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => cb(), cb);
  }
}

export async function sweepExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expire, now));
}

/** SESSION_SECRET, else a secret generated once and kept in the data folder. */
export function resolveSessionSecret(secret: string | undefined, dataDir: string): string {
  if (secret) {
    if (secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long.');
    return secret;
  }
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const generated = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return generated;
}

export default fp(async function session(app: FastifyInstance, opts: { db: Db; secret: string }) {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: opts.secret,
    cookieName: SESSION_COOKIE,
    store: new PgSessionStore(opts.db),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: SESSION_TTL_MS,
    },
  });

  app.decorateRequest('userId', '');
  const requireUser = async (request: FastifyRequest) => {
    const userId = request.session.userId;
    if (!userId) throw unauthorized();
    request.userId = userId;
  };
  app.decorate('requireUser', requireUser);

  // Routes name requireUser as a preHandler; it runs as the route's first onRequest hook instead
  // (after the session is loaded), so a signed-out caller gets 401 before its params or body are
  // read: never a validation error, a 413 or a 415 for a route it may not use.
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    const handlers = Array.isArray(pre) ? pre : pre ? [pre] : [];
    if (!handlers.includes(requireUser)) return;
    route.preHandler = handlers.filter((h) => h !== requireUser);
    const first = route.onRequest;
    route.onRequest = [requireUser, ...(Array.isArray(first) ? first : first ? [first] : [])];
  });
});
