import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { sessionCookie } from '../app';
import { expectSound } from './checks';
import { collect, send } from './http';
import { ownUrl, type RouteCase, splitKey } from './routes';
import { createOwner, fingerprint, type Owner } from './world';

/** One body route under test with its own user, so routes are swept side by side without sharing data. */
export interface Target {
  key: string;
  route: RouteCase;
  owner: Owner;
  /** The owner's stored data as the last answer left it. */
  before: Record<string, string>;
}

export async function createTargets(app: FastifyInstance, db: Db, routes: [string, RouteCase][]) {
  return Promise.all(
    routes.map(async ([key, route]): Promise<Target> => {
      const owner = await createOwner(app);
      return { key, route, owner, before: await fingerprint(db, owner.userId) };
    }),
  );
}

const SIGNED_IN_READS = ['/api/auth/user', '/api/settings', '/api/dashboard/stats', '/api/reports'];

/**
 * Sends one body to a target's route and checks the answer: 2xx, or a clean 4xx of the statuses
 * the route may give that left the user's stored data exactly as it was. Returns what went wrong.
 */
export async function tryBody(
  app: FastifyInstance,
  db: Db,
  target: Target,
  label: string,
  body: unknown,
): Promise<string[]> {
  const { key, route, owner } = target;
  const { method, path } = splitKey(key);
  const url = ownUrl(path, route, owner);
  const auth = /^POST \/api\/auth\//.test(key);
  const allowed = auth ? [200, 201, 400, 401, 409, 413, 429] : [200, 201, 400, 404, 409, 413, 422];
  const what = `${key} ${label}`;
  const res = await send(app, method, url, { cookie: auth ? undefined : owner.agent.cookie, body });
  const after = await fingerprint(db, owner.userId);
  const problems = collect(() => {
    expectSound({ what, res });
    expect(allowed, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    // A wrong password legitimately counts a failed sign-in.
    if (res.statusCode >= 400 && !(auth && res.statusCode === 401)) {
      const changed = Object.keys(after).filter((table) => after[table] !== target.before[table]);
      expect(changed, `${what} → ${res.statusCode} changed stored data`).toEqual([]);
      if (auth) expect(res.headers['set-cookie'], `${what} signed in`).toBeUndefined();
    }
  });
  target.before = after;
  // Someone registered with unusual names or time zone can use the app like anyone else.
  if (key === 'POST /api/auth/register' && res.statusCode === 201) {
    const cookie = sessionCookie(res.headers['set-cookie']);
    for (const read of SIGNED_IN_READS) {
      const answer = await send(app, 'GET', read, { cookie });
      problems.push(...collect(() => expect(answer.statusCode, `${what} then GET ${read}`).toBe(200)));
    }
  }
  return problems;
}
