import {
  ALL_PAGES,
  APP_PAGES,
  documentTitle,
  matchClientPage,
  PUBLIC_INVOICE_PAGE,
  SIGNED_OUT_PAGES,
} from '@shared/client-routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

/** Spellings a browser can put in `location.pathname`, odd ones included (issue #22 item 11). */
const PATHS = [
  '/',
  '//',
  '/invoices',
  '/Invoices',
  '/INVOICES/',
  '/invoices//',
  '/%69nvoices',
  '/invoices/1',
  '/invoice',
  '/i/abc',
  '/I/abc',
  '/%69/abc',
  '/%49/abc',
  '/i/abc/',
  '/i/a%2Fb',
  '/i/abc/def',
  '/i/',
  '/i',
  '/i/%E0%A4%A',
  '/%E0%A4%A',
  '/login',
  '/LOGIN',
  '/reset-password',
  '/reset%2Dpassword',
  '/account',
  '/accounts',
  '/nope',
  '/.well-known/x',
];

describe('the route table the router and the server share', () => {
  it("matches exactly the paths react-router's own matching matches", () => {
    const routes = ALL_PAGES.map(({ path }) => ({ path }));
    for (const path of PATHS) {
      const theirs = matchRoutes(routes, path)?.[0]?.route.path;
      expect(matchClientPage(path, ALL_PAGES)?.path, path).toBe(theirs);
    }
  });

  it('sees the client page behind /I/ and /%69/ as the client page', () => {
    for (const path of ['/i/t', '/I/t', '/%69/t', '/%49/t/']) {
      expect(matchClientPage(path, [PUBLIC_INVOICE_PAGE]), path).toBe(PUBLIC_INVOICE_PAGE);
    }
  });

  it('gives each page its own title', () => {
    expect(documentTitle(APP_PAGES.invoices)).toBe('Invoices · Duely');
    expect(documentTitle(SIGNED_OUT_PAGES.login)).toBe('Sign in · Duely');
    expect(documentTitle(undefined)).toBe('Page not found · Duely');
    const titles = Object.values(APP_PAGES).map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
