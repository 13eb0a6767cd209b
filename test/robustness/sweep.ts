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

/** A 400 whose only complaint is the current password (POST /api/auth/change-password). */
function isWrongCurrentPassword(status: number, body: string): boolean {
  if (status !== 400) return false;
  const errors: { path: string }[] = JSON.parse(body).errors ?? [];
  return errors.length > 0 && errors.every((e) => e.path === 'currentPassword');
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
  // The signed-out auth routes; change-password is a signed-in route like any other.
  const auth = route.public === true && /^POST \/api\/auth\//.test(key);
  const allowed = auth ? [200, 201, 400, 401, 409, 413, 429] : [200, 201, 400, 404, 409, 413, 422];
  const what = `${key} ${label}`;
  const res = await send(app, method, url, { cookie: auth ? undefined : owner.agent.cookie, body });
  const after = await fingerprint(db, owner.userId);
  const problems = collect(() => {
    expectSound({ what, res });
    expect(allowed, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    // A wrong password legitimately counts a failed sign-in, the current one of change-password too.
    const wrongPassword = auth ? res.statusCode === 401 : isWrongCurrentPassword(res.statusCode, res.body);
    if (res.statusCode >= 400 && !wrongPassword) {
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
