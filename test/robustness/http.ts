import type { FastifyInstance } from 'fastify';
import { backgroundSettled } from '../../server/lib/background';
import { TEST_ORIGIN } from '../app';
import type { Method } from './routes';

export interface SendOptions {
  cookie?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is. */
  raw?: string;
  contentType?: string;
}

/** One request as a browser on the app's origin would send it, signed in when a cookie is given. */
export async function send(app: FastifyInstance, method: Method, url: string, o: SendOptions = {}) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (o.cookie) headers.cookie = o.cookie;
  const payload = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  if (payload !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  // Work a request does after answering (the password reset email) belongs to that request.
  await backgroundSettled();
  return res;
}

/** Runs checks and returns their failure (first line), so one run lists every problem at once. */
export function collect(checks: () => void): string[] {
  try {
    checks();
    return [];
  } catch (err) {
    return [String((err as Error).message).split('\n')[0]];
  }
}
