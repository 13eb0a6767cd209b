/**
 * The Invoices page in a real browser (headless Chromium through Playwright) against the bench app
 * serving a production build: time from a click to the rows it brings on screen, measured inside the
 * page (the click event's time to the first animation frame that shows the rows).
 */
import { chromium, type Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/first-load';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TABLE = 'table[aria-label="Pending Invoices"] tbody tr';
/**
 * How long the pointer rests on "Invoices" before the click, as a person's does (the press and
 * release alone take about 100 ms); the page asks for the Invoices page's code and first rows then.
 */
export const HOVER_MS = Number(process.env.BENCH_HOVER_MS ?? 100);

/** One click: to the rows on screen, and when the API requests it caused were sent and answered (ms after the click). */
export interface Click {
  ms: number;
  /** API requests answered by the time the rows showed. */
  requests: number;
  /** The first of them sent. */
  firstSent: number;
  /** The last of them answered. */
  lastAnswered: number;
}

export interface ClickTimes {
  /** Click on "Invoices" in the sidebar → the Pending Invoices table's first row on screen. */
  open: Click[];
  /** Click on the table's "Next" → the next page's first row on screen. */
  next: Click[];
}

declare global {
  interface Window {
    __benchClickAt?: number;
  }
}

/** Remembers when the next click happens (capture phase, before React handles it). */
async function armClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__benchClickAt = undefined;
    document.addEventListener(
      'click',
      () => {
        window.__benchClickAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
}

/** Waits for the first frame in which `selector`'s first row is shown and differs from `before`. */
async function frameShowing(page: Page, before: string | null): Promise<Click> {
  const handle = await page.waitForFunction(
    ({ selector, before }) => {
      const row = document.querySelector(selector);
      if (!row || row.getBoundingClientRect().height === 0) return false;
      if (before !== null && row.getAttribute('data-testid') === before) return false;
      const clickAt = window.__benchClickAt ?? 0;
      const now = performance.now();
      const api = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.name.includes('/api/') && e.startTime >= clickAt,
      );
      return {
        ms: now - clickAt,
        requests: api.length,
        firstSent: api.length ? Math.min(...api.map((e) => e.startTime)) - clickAt : 0,
        lastAnswered: api.length ? Math.max(...api.map((e) => e.responseEnd)) - clickAt : 0,
      };
    },
    { selector: TABLE, before },
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as Click;
}

export async function measureClicks(opts: {
  origin: string;
  /** `duely.sid=…` */
  cookie: string;
  userId: string;
  runs: number;
}): Promise<ClickTimes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const times: ClickTimes = { open: [], next: [] };
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const [name, value] = opts.cookie.split('=');
    const { hostname } = new URL(opts.origin);
    // The session, and the signed-in hint the server sets beside it (shared/first-load.ts).
    await context.addCookies([
      { name, value, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Lax' },
      { name: SIGNED_IN_HINT_COOKIE, value: '1', domain: hostname, path: '/', sameSite: 'Lax' },
    ]);
    // The guided tour opens once per user on the dashboard: mark it done, as a returning user has.
    await context.addInitScript((userId) => {
      localStorage.setItem(
        `duely.tour.completed.${userId}`,
        JSON.stringify({ how: 'skipped', at: new Date().toISOString() }),
      );
    }, opts.userId);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    // One run first, not counted: the browser's cache of the scripts and styles is warm, as for a returning user.
    for (let i = -1; i < opts.runs; i++) {
      // Back to a freshly loaded dashboard: nothing of the Invoices page is cached in the app.
      await page.goto(`${opts.origin}/`);
      await page.getByRole('link', { name: 'Invoices', exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => performance.clearResourceTimings());

      const link = page.getByRole('link', { name: 'Invoices', exact: true });
      await link.hover();
      await page.waitForTimeout(HOVER_MS);
      await armClick(page);
      await link.click();
      const open = await frameShowing(page, null);
      await page.waitForLoadState('networkidle');

      const first = await page.locator(TABLE).first().getAttribute('data-testid');
      await page.evaluate(() => performance.clearResourceTimings());
      const next = page
        .getByRole('navigation', { name: 'Pending Invoices pages' })
        .getByRole('button', { name: 'Next' });
      await next.hover();
      await page.waitForTimeout(HOVER_MS);
      await armClick(page);
      await next.click();
      const nextShown = await frameShowing(page, first);
      if (i < 0) continue;
      times.open.push(open);
      times.next.push(nextShown);
    }
  } finally {
    await browser.close();
  }
  return times;
}
