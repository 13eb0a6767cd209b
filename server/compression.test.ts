/**
 * What travels over the wire: JSON answers above 1 KB compressed (brotli or gzip, as the browser
 * accepts), small ones as they are; the client's files sent from their build-time compressed copies,
 * hashed assets cached for a year, pages revalidated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/vite-precompress';
import { LANDING_HTML, SIGNED_IN_HINT_COOKIE } from '../shared/first-load';
import { createTestApp, type TestApp } from '../test/app';
import { createTestInvoice, createTestUser } from '../test/factories';

let t: TestApp;
let dir: string;
const script = `console.log(${JSON.stringify('Duely '.repeat(2000))});`;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Duely</title>${'<p>'.repeat(600)}`);
  fs.writeFileSync(
    path.join(dir, LANDING_HTML),
    `<!doctype html><title>Duely</title><div id="root" data-prerendered="landing">${'<p>Get paid'.repeat(300)}</div>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-XyZ.js'), 'export {};');
  precompressDir(dir);
  t = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('compression', () => {
  it('compresses JSON above 1 KB with brotli or gzip as accepted, and leaves small answers alone', async () => {
    const { agent } = await createTestUser(t.app);
    for (let k = 0; k < 4; k++) await createTestInvoice(agent);
    const plain = await get('/api/invoices', {}, agent.cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/invoices', { 'accept-encoding': 'br, gzip' }, agent.cookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/api/invoices', { 'accept-encoding': 'gzip' }, agent.cookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the build-time compressed copy of an asset, cached for a year; pages revalidate', async () => {
    const url = '/assets/index-AbC123.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // Below 1 KB there is no compressed copy; it still arrives whole.
    const tiny = await get('/assets/tiny-XyZ.js');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.body).toBe('export {};');
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-XyZ.js.br'))).toBe(false);

    for (const page of ['/', '/invoices']) {
      const res = await get(page, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Duely</title>');
    }
  });
});

describe('the first page', () => {
  const body = (res: Awaited<ReturnType<typeof get>>) => zlib.brotliDecompressSync(res.rawPayload).toString();

  it('sends `/` with the landing page drawn in to a browser not signed in, the bare app otherwise', async () => {
    const visitor = await get('/', { 'accept-encoding': 'br' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toMatch(/cookie/i);
    expect(body(visitor)).toContain('data-prerendered="landing"');

    const returning = await get('/', { 'accept-encoding': 'br' }, `${SIGNED_IN_HINT_COOKIE}=1`);
    expect(returning.headers.vary).toMatch(/cookie/i);
    expect(body(returning)).not.toContain('data-prerendered');
    expect(body(returning)).toContain('<p><p>');

    // A hint of any other value is no hint; other paths always get the bare app.
    expect(body(await get('/', { 'accept-encoding': 'br' }, `${SIGNED_IN_HINT_COOKIE}=yes`))).toContain(
      'data-prerendered',
    );
    for (const page of ['/invoices', '/login', '/i/some-token']) {
      expect(body(await get(page, { 'accept-encoding': 'br' }))).not.toContain('data-prerendered');
    }
  });
});
