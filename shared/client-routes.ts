/**
 * The web client's pages, read by its router (client/src/app/router.tsx) and by the server's
 * fallback (server/app.ts), so both agree on which paths are pages (issue #22 items 11 and 14): the
 * server answers 200 only for a path the router shows a page for, 404 (with the same app, which
 * shows the 404 page) otherwise, and gives the client's invoice page its private headers however
 * its path is spelled. Each page's title is here too ("Invoices · Duely").
 */

export interface ClientPage {
  /** A react-router pattern: literal segments and `:param` segments. */
  path: string;
  /** What the tab shows before " · Duely"; null for the site's own title. */
  title: string | null;
}

export const SITE_TITLE = 'Duely — invoices that get paid';
export const NOT_FOUND_TITLE = 'Page not found';

/** Signed-out pages (signed in, `/login` and `/register` lead to the dashboard). */
export const SIGNED_OUT_PAGES = {
  landing: { path: '/', title: null },
  register: { path: '/register', title: 'Sign up' },
  login: { path: '/login', title: 'Sign in' },
  forgotPassword: { path: '/forgot-password', title: 'Forgot password' },
  resetPassword: { path: '/reset-password', title: 'Reset password' },
} as const satisfies Record<string, ClientPage>;

/** The signed-in app's pages, inside the shell. */
export const APP_PAGES = {
  dashboard: { path: '/', title: 'Dashboard' },
  invoices: { path: '/invoices', title: 'Invoices' },
  recurring: { path: '/recurring', title: 'Recurring' },
  clients: { path: '/clients', title: 'Clients' },
  reminders: { path: '/reminders', title: 'Reminders' },
  reports: { path: '/reports', title: 'Reports' },
  settings: { path: '/settings', title: 'Settings' },
  account: { path: '/account', title: 'Account' },
} as const satisfies Record<string, ClientPage>;

/** The client's invoice behind its private link, signed in or not (docs/decisions/014). */
export const PUBLIC_INVOICE_PAGE = { path: '/i/:token', title: 'Invoice' } as const satisfies ClientPage;

/** Every page either router shows: what the server answers 200 for. */
export const ALL_PAGES: readonly ClientPage[] = [
  ...Object.values(SIGNED_OUT_PAGES),
  ...Object.values(APP_PAGES),
  PUBLIC_INVOICE_PAGE,
];

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** react-router's matching: case-insensitive, any number of trailing slashes, a `:param` is one segment. */
function matcherOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`));
  return new RegExp(`^${segments.join('')}/*$`, 'i');
}
const matchers = new Map<string, RegExp>();

/** react-router decodes each segment before matching (an encoded `/` stays within its segment). */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The page of `pages` the client's router shows for `pathname` (as `location.pathname` has it). */
export function matchClientPage<P extends ClientPage>(pathname: string, pages: readonly P[]): P | undefined {
  const decoded = decodePath(pathname.startsWith('/') ? pathname : `/${pathname}`);
  return pages.find((page) => {
    const matcher = matchers.get(page.path) ?? matcherOf(page.path);
    matchers.set(page.path, matcher);
    return matcher.test(decoded);
  });
}

/** The tab's title for a page; no page is the 404 page. */
export function documentTitle(page: ClientPage | undefined): string {
  if (!page) return `${NOT_FOUND_TITLE} · Duely`;
  return page.title === null ? SITE_TITLE : `${page.title} · Duely`;
}
