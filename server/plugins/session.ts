import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppLanguage, isAppLanguage } from '../../shared/i18n/app-language';
import type { Database, Db } from '../db/client';
import { appSecrets, sessions, settings, users } from '../db/schema';
import { unauthorized } from '../lib/app-error';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** The user's credential version when this session's password was checked (users.credential_version). */
    credentialVersion?: number;
  }
  interface FastifyInstance {
    /** For every signed-in route (`preHandler: app.requireUser`): 401 unless the session has a user. Runs before the body is read. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set by requireUser. */
    userId: string;
    /**
     * The signed-in user's time zone and company currency, read with the session in the same
     * statement (set by requireUser; undefined when the session was not read from the database in
     * this request). Use `accountOf` rather than reading it directly.
     */
    account?: Account;
  }
}

/** What most signed-in answers need besides the user id, read with the session row. */
export interface Account {
  timeZone: string;
  /** The company currency, or null before Settings were first saved. */
  currency: string | null;
  /** The language the app and its API speak to the user (users.language). */
  language: AppLanguage;
}

export const SESSION_COOKIE = 'duely.sid';
/**
 * The browser sends the session cookie to the API only: pages and their script and style files are
 * the same for everyone, and a request for one of them never reads a session.
 */
export const SESSION_COOKIE_PATH = '/api';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type Callback = (err?: unknown, result?: any) => void;

/** A stored expiry this close to the cookie's is left as it is (see PgSessionStore.set). */
const EXPIRY_SLACK_MS = 24 * 60 * 60 * 1000;
const REMEMBERED_SESSIONS = 10_000;

/** The session's data without its cookie, whose expiry moves on every request. */
const contentOf = (sess: any) => JSON.stringify({ ...sess, cookie: undefined });

/** Sessions stored before credential versions existed were signed in at the first version. */
const credentialVersionOf = (sess: any): number => sess?.credentialVersion ?? 1;

/** Sessions live in the sessions table (sid, sess, expire) so any number of servers share them. */
export class PgSessionStore {
  /** What this process last read or wrote for each session, to skip writes that change nothing. */
  private readonly known = new Map<string, { content: string; expire: number }>();
  /** The account read with each session by the last `get` (consumed by requireUser in the same request). */
  private readonly accounts = new Map<string, Account>();

  constructor(private readonly db: Db) {}

  /** The account read with this session in the current request, if it was read from the database. */
  accountOf(sid: string): Account | undefined {
    return this.accounts.get(sid);
  }

  private remember(sid: string, sess: any, expire: Date) {
    this.known.delete(sid);
    this.known.set(sid, { content: contentOf(sess), expire: expire.getTime() });
    if (this.known.size > REMEMBERED_SESSIONS) this.known.delete(this.known.keys().next().value!);
  }

  /**
   * The session row, and in the same statement its user's time zone, language, company currency and
   * credential version: a signed-in request needs no separate read for them. Read on every request, so signing
   * out on any instance is seen by all at once. A session whose credential version is behind its
   * user's was signed in with a password that has changed since: it is no session at all.
   */
  get(sid: string, cb: Callback) {
    this.db
      .select({
        sess: sessions.sess,
        expire: sessions.expire,
        timeZone: users.timeZone,
        language: users.language,
        currency: settings.currency,
        credentialVersion: users.credentialVersion,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .leftJoin(settings, eq(settings.userId, sessions.userId))
      .where(eq(sessions.sid, sid))
      .then(([row]) => {
        const live =
          row &&
          row.expire > new Date() &&
          (row.credentialVersion === null || credentialVersionOf(row.sess) === row.credentialVersion);
        this.accounts.delete(sid);
        if (live) {
          this.remember(sid, row.sess, row.expire);
          if (row.timeZone !== null) {
            const language = isAppLanguage(row.language) ? row.language : 'en';
            this.accounts.set(sid, { timeZone: row.timeZone, currency: row.currency, language });
            if (this.accounts.size > REMEMBERED_SESSIONS)
              this.accounts.delete(this.accounts.keys().next().value!);
          }
        }
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

const SESSION_SECRET_NAME = 'session_secret';

/**
 * The session secrets, the first signing and every one verifying: SESSION_SECRET, else one
 * generated once. On a PostgreSQL server that one is kept in the database, so every instance on it
 * signs cookies alike; the embedded database serves one process, which keeps it in its data folder.
 * A secret already in the data folder stays valid: it becomes the shared one if none is stored yet,
 * and otherwise still verifies the cookies it signed.
 */
export async function resolveSessionSecret(opts: {
  secret: string | undefined;
  dataDir: string;
  database: Pick<Database, 'db' | 'kind'>;
}): Promise<string[]> {
  if (opts.secret) {
    if (opts.secret.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long.');
    return [opts.secret];
  }
  const file = path.join(opts.dataDir, 'session-secret');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  if (opts.database.kind === 'postgres') {
    const shared = await sharedSecret(opts.database.db, SESSION_SECRET_NAME, existing ?? generateSecret());
    return existing && existing !== shared ? [shared, existing] : [shared];
  }
  if (existing) return [existing];
  const generated = generateSecret();
  fs.mkdirSync(opts.dataDir, { recursive: true });
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return [generated];
}

const generateSecret = () => crypto.randomBytes(48).toString('base64url');

/**
 * The secret stored under `name`, storing `candidate` if there is none. Instances starting at the
 * same moment all get the first one stored: the losers' INSERT does nothing, and their SELECT (a
 * later statement) sees the winner's committed row.
 */
export async function sharedSecret(db: Db, name: string, candidate: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: candidate })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row.value;
}

export default fp(async function session(app: FastifyInstance, opts: { db: Db; secret: string[] }) {
  await app.register(fastifyCookie);
  const store = new PgSessionStore(opts.db);
  await app.register(fastifySession, {
    secret: opts.secret,
    cookieName: SESSION_COOKIE,
    store,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      path: SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: SESSION_TTL_MS,
    },
  });

  // The signed-in user's language for every answer of the request (lib/request-language.ts), from the
  // account read with the session: errors before requireUser (a 400 of a public route) speak it too.
  app.addHook('onRequest', async (request) => {
    const sid = request.session.userId ? request.session.sessionId : undefined;
    request.userLanguage = sid ? store.accountOf(sid)?.language : undefined;
  });

  app.decorateRequest('userId', '');
  const requireUser = async (request: FastifyRequest) => {
    const userId = request.session.userId;
    if (!userId) throw unauthorized();
    request.userId = userId;
    request.account = store.accountOf(request.session.sessionId);
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
