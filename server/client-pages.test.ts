/**
 * Which paths are the client's pages (issue #22 items 11 and 14): the server answers 200 only for a
 * path the client's router shows a page for and 404 otherwise (the same app, which draws the 404
 * page); the client's invoice page has its private headers however its path is spelled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_HTML, landingHtml } from '../shared/first-load';
import { APP_LANGUAGES } from '../shared/i18n/app-language';
import { createTestApp, type TestApp } from '../test/app';
import { createSentTestInvoice, createTestClient, createTestUser } from '../test/factories';

let t: TestApp;
let dir: string;
const APP_HTML = '<!doctype html><html lang="en"><title>Duely</title><div id="root"></div>';
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duely-pages-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), APP_HTML);
  fs.writeFileSync(path.join(dir, LANDING_HTML), '<!doctype html><title>Duely</title><p>Get paid');
  for (const language of APP_LANGUAGES.filter((l) => l !== 'en')) {
    fs.writeFileSync(
      path.join(dir, landingHtml(language)),
      `<!doctype html><html lang="${language}"><p>${language}`,
    );
  }
  fs.writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'export {};');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ clientDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the client page behind a private link', () => {
  it('gets noindex, no-referrer and no-store under every spelling the router shows it for', async () => {
    for (const url of ['/i/tok', '/I/tok', '/%69/tok', '/%49/tok', '/i/tok/', '/i/tok?x=1', '/%69/%74ok']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(APP_HTML);
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe("the client's page speaks the invoice's language in its HTML already (issue 5/6)", () => {
  it('<html lang> is the language of the invoice behind the link; English and unknown links keep the shell', async () => {
    const { agent } = await createTestUser(t.app);
    const linkOf = async (language: string) => {
      const client = await createTestClient(agent, { language });
      const invoice = await createSentTestInvoice(agent, { clientId: client.id });
      const res = await agent.post(`/api/invoices/${invoice.id}/share-link`, {});
      return new URL(res.json().url).pathname;
    };
    const german = await get(await linkOf('de'));
    expect(german.statusCode).toBe(200);
    expect(german.body).toBe(APP_HTML.replace('lang="en"', 'lang="de"'));
    expect(german.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(german.headers['cache-control']).toBe('no-store');
    expect((await get((await linkOf('nl')).replace('/i/', '/I/'))).body).toContain('<html lang="nl">');
    expect((await get(await linkOf('en'))).body).toBe(APP_HTML);
  });
});

describe('paths that are no page', () => {
  it('answer 404 with the app, which shows the 404 page', async () => {
    for (const url of ['/nope', '/invoices/12', '/i/', '/i/tok/more', '/settingsx', '/assets/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(APP_HTML);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("every page of the client's router answers 200, in any case and with a trailing slash", async () => {
    for (const url of ['/invoices', '/Invoices/', '/account', '/login', '/reset-password?token=x', '/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('files of the build are sent as they are; unknown API paths stay JSON', async () => {
    expect((await get('/assets/index-AbC123.js')).statusCode).toBe(200);
    expect((await get('/robots.txt')).statusCode).toBe(200);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBeTruthy();
  });
});

describe("the landing page speaks the visitor's language (issue 3/7)", () => {
  const landing = (headers: Record<string, string> = {}, url = '/') =>
    t.app.inject({ method: 'GET', url, headers });

  it("answers in the browser's language, region-aware, English otherwise", async () => {
    expect((await landing({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).body).toContain('lang="de"');
    expect((await landing({ 'accept-language': 'nl-BE' })).body).toContain('lang="nl"');
    expect((await landing({ 'accept-language': 'pl-PL, fr;q=0.3' })).body).toContain('lang="fr"');
    const english = await landing({ 'accept-language': 'ja-JP' });
    expect(english.body).toContain('Get paid');
    expect(english.headers.vary).toContain('Accept-Language');
  });

  it("remembers the language menu's choice and answers in it from then on", async () => {
    const chosen = await landing({ 'accept-language': 'de-DE' }, '/?lang=es');
    expect(chosen.body).toContain('lang="es"');
    const cookie = String(chosen.headers['set-cookie']);
    expect(cookie).toMatch(/^duely_language=es; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const next = await landing({ 'accept-language': 'de-DE', cookie: 'duely_language=es' });
    expect(next.body).toContain('lang="es"');
    expect(next.headers['set-cookie']).toBeUndefined();
  });

  it('ignores a language it does not speak', async () => {
    const res = await landing({ 'accept-language': 'it' }, '/?lang=pl');
    expect(res.body).toContain('lang="it"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
