import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Words that only appear in an answer when server internals leak: stack traces, SQL, file paths. */
const LEAKS: RegExp[] = [
  /stack/i,
  /\bSQL\b/i,
  /\bselect\b[^"]*\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate\b[^"]*\bset\b/i,
  /\bdelete from\b/i,
  /failed query/i,
  /relation "/i,
  /column "/i,
  /violates/i,
  /duplicate key/i,
  /syntax error at/i,
  /out of range for type/i,
  /invalid input syntax/i,
  /pglite|drizzle|postgres/i,
  /at \//,
  /\bat .*\(.*:\d+:\d+\)/,
  /node_modules/,
  /\/(work|home|tmp|usr|root)\//,
  /\.(ts|js|mjs|cjs):\d+/,
  /TypeError|ReferenceError|RangeError/,
  /\[object Object\]/,
];

/** zod's default messages ("Invalid input: expected string, received undefined"). */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Too big:|Too small:)/;

/** Statuses an answer to bad input may have (PRODUCT.md §2). */
export const CLIENT_ERRORS = [400, 401, 404, 409, 413, 415, 422, 429];

export interface Described {
  /** What was sent, to say in a failure which request it was. */
  what: string;
  res: LightMyRequestResponse;
}

/**
 * Never a 5xx; any 4xx is JSON `{ code, message }` a person can read, with nothing internal in it.
 */
export function expectSound({ what, res }: Described): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expectCleanError({ what, res });
}

export function expectCleanError({ what, res }: Described): void {
  const label = `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as { code?: unknown; message?: unknown; errors?: unknown };
  expect(typeof body.message, label).toBe('string');
  const message = body.message as string;
  expect(message.length, label).toBeGreaterThan(3);
  // The single-page fallback (server/app.ts serveClient) echoes the whole unknown path.
  if (!message.startsWith('No route for')) expect(message.length, label).toBeLessThan(400);
  expect(message, `${label} is zod's wording, not a person's`).not.toMatch(ZOD_DEFAULT);
  if (body.errors !== undefined) {
    expect(Array.isArray(body.errors), label).toBe(true);
    for (const e of body.errors as { path: unknown; message: unknown }[]) {
      expect(typeof e.path, label).toBe('string');
      expect(typeof e.message, label).toBe('string');
      expect(e.message, `${label} is zod's wording, not a person's`).not.toMatch(ZOD_DEFAULT);
    }
  }
  expect(Object.keys(body).sort(), label).toEqual(expect.arrayContaining(['message']));
  for (const key of Object.keys(body)) expect(['code', 'message', 'errors'], label).toContain(key);
  if ('code' in body) expect(typeof body.code, label).toBe('string');
  for (const leak of LEAKS) expect(res.body, `${label} leaks ${leak}`).not.toMatch(leak);
}

/** A 4xx of one of the expected statuses, clean. */
export function expectRefused(d: Described, statuses: number[] = CLIENT_ERRORS): void {
  expect(statuses, `${d.what} → ${d.res.statusCode} ${d.res.body.slice(0, 300)}`).toContain(d.res.statusCode);
  expectCleanError(d);
}
