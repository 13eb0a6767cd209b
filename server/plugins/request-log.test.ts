/**
 * The log an operator reads: at the default level a request that went well writes nothing and a
 * failed one exactly one line (method, path, status, time; a 5xx with its error); at debug every
 * request is logged again.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { loadConfig } from '../config';
import errors from './errors';
import { RequestLog } from './request-log';

type Line = Record<string, unknown> & { level: number; msg: string };

/** A pino destination that keeps every line, parsed. */
function capture() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

const DEFAULT_LEVEL = loadConfig({}).logLevel;
const INFO = 30;
const ERROR = 50;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the request log', () => {
  it('writes nothing for a request that went well and one line for a failed one at the default level', async () => {
    const { lines, stream } = capture();
    t = await createTestApp({ logger: { level: DEFAULT_LEVEL, stream } });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await t.app.inject({ url: '/api/no-such-thing?token=secret' })).statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: INFO,
      msg: 'request failed',
      method: 'GET',
      url: '/api/no-such-thing',
      statusCode: 404,
    });
    expect(lines[0].responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('logs every request again at debug', async () => {
    const { lines, stream } = capture();
    t = await createTestApp({ logger: { level: 'debug', stream } });
    await t.app.inject({ url: '/api/health' });
    const messages = lines.filter((l) => l.url === '/api/health').map((l) => l.msg);
    expect(messages).toEqual(['incoming request', 'request completed']);
    expect(lines.at(-1)).toMatchObject({ method: 'GET', statusCode: 200 });
  });

  it('writes one line for a 5xx, at error, with the error it came from', async () => {
    const { lines, stream } = capture();
    const app = Fastify({ logger: { level: DEFAULT_LEVEL, stream }, logController: new RequestLog() });
    await app.register(errors);
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, msg: 'request failed', url: '/bug', statusCode: 500 });
    expect(lines[0].err).toMatchObject({ message: 'a bug' });
  });
});
