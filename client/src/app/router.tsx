import { useLingui } from '@lingui/react';
import {
  ALL_PAGES,
  APP_PAGES,
  type ClientPage,
  matchClientPage,
  PUBLIC_INVOICE_PAGE,
  SIGNED_OUT_PAGES,
} from '@shared/client-routes';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_MAX_AGE_S } from '@shared/first-load';
import type { AppLanguage } from '@shared/i18n/app-language';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { companySettingsQueryOptions } from '@/api/get-company-settings';
import { recentInvoicesQueryOptions } from '@/api/get-invoice-page';
import { useUser } from '@/api/get-user';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { creditNotesQueryOptions } from '@/features/credit-notes/api/get-credit-notes';
import { dashboardStatsQueryOptions } from '@/features/dashboard/api/get-dashboard-stats';
import { prefetchInvoiceList } from '@/features/invoices/api/prefetch-invoice-list';
import { activateLanguage, currentLanguage, rememberLanguage } from '@/lib/i18n';
import { localDocumentTitle } from './document-titles';
import { queryClient } from './provider';

/**
 * Every page is its own chunk, loaded when its route is first shown: the landing page never loads
 * the signed-in app, and charts load only with the page that draws them (docs/benchmarks.md). Its
 * messages in the interface's language come with it (scripts/vite-messages.ts).
 */
function page<K extends string, P extends object = object>(
  load: () => Promise<Record<K, React.ComponentType<P>>>,
  name: K,
) {
  return React.lazy(() => load().then((m) => ({ default: m[name] })));
}

const LandingPage = page(() => import('./routes/landing'), 'LandingPage');
const LoginPage = page(() => import('./routes/login'), 'LoginPage');
const RegisterPage = page(() => import('./routes/register'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./routes/reset-password'), 'ResetPasswordPage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');
const loadPublicInvoice = () => import('./routes/public-invoice');
const PublicInvoicePage = page(loadPublicInvoice, 'PublicInvoicePage');
/**
 * The client's page's skeleton speaks the reader's language, so it brings the languages' tables (and
 * zod with them): a chunk of its own, asked for with the page on a private link, never in every
 * page's entry code (issue #27).
 */
const loadPublicInvoiceSkeleton = () => import('@/features/share/components/public-invoice-skeleton');
const PublicInvoiceSkeleton = page(loadPublicInvoiceSkeleton, 'PublicInvoiceSkeleton');
if (matchClientPage(window.location.pathname, [PUBLIC_INVOICE_PAGE])) {
  void loadPublicInvoiceSkeleton();
  void loadPublicInvoice();
}

const loadShell = () => import('@/components/layout/app-shell');
/** The signed-in pages by path, so their code can be asked for before the router gets there. */
const appPages = {
  [APP_PAGES.dashboard.path]: () => import('./routes/dashboard'),
  [APP_PAGES.invoices.path]: () => import('./routes/invoices'),
  [APP_PAGES.recurring.path]: () => import('./routes/recurring'),
  [APP_PAGES.clients.path]: () => import('./routes/clients'),
  [APP_PAGES.reminders.path]: () => import('./routes/reminders'),
  [APP_PAGES.reports.path]: () => import('./routes/reports'),
  [APP_PAGES.settings.path]: () => import('./routes/settings'),
  [APP_PAGES.account.path]: () => import('./routes/account'),
};
type AppPath = keyof typeof appPages;
const isAppPath = (path: string): path is AppPath => Object.hasOwn(appPages, path);

const AppShell = page(loadShell, 'AppShell');
const DashboardPage = page(appPages['/'], 'DashboardPage');
const InvoicesPage = page(appPages['/invoices'], 'InvoicesPage');
const RecurringPage = page(appPages['/recurring'], 'RecurringPage');
const ClientsPage = page(appPages['/clients'], 'ClientsPage');
const RemindersPage = page(appPages['/reminders'], 'RemindersPage');
const ReportsPage = page(appPages['/reports'], 'ReportsPage');
const SettingsPage = page(appPages['/settings'], 'SettingsPage');
const AccountPage = page(appPages['/account'], 'AccountPage');

/**
 * The signed-in hint (shared/first-load.ts). On the next visit the shell's and the page's code are
 * asked for at once, alongside the session check, instead of one after the other once it answers;
 * and the server sends `/` without the landing page drawn into it (server/app.ts).
 */
const readHint = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
const writeHint = (signedIn: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser.
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=${SIGNED_IN_HINT_MAX_AGE_S}; SameSite=Lax`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};
/** Asks for the shell's and a signed-in page's code together (the browser fetches each file once). */
function preloadAppPage(path: string) {
  void loadShell();
  if (isAppPath(path)) void appPages[path]();
}
/**
 * The pointer or focus reached a sidebar link: ask for the page's code now, and for the Invoices
 * page also its first pages and the credit notes (issue #27: click → rows under 300 ms), so the click
 * finds them loading or loaded. The same query keys as the page's, so nothing is asked for twice.
 */
function prefetchAppPage(path: string, queryClient: QueryClient) {
  preloadAppPage(path);
  if (path === APP_PAGES.invoices.path) {
    prefetchInvoiceList(queryClient);
    void queryClient.prefetchQuery(creditNotesQueryOptions());
  }
}
/**
 * The dashboard's reads (its figures, Recent Invoices, the settings its notice reads), asked for when
 * the app's code starts in a browser signed in last time, alongside the session check rather than
 * after it and the page's code (issue #27). Same query keys as the page's, so the page finds them
 * loading or loaded. Signed out after all, the answers are 401s that nothing shows; the page asks again.
 */
function prefetchDashboard() {
  void queryClient.prefetchQuery(dashboardStatsQueryOptions());
  void queryClient.prefetchQuery(recentInvoicesQueryOptions());
  void queryClient.prefetchQuery(companySettingsQueryOptions());
}
const startedSignedIn = readHint();
if (startedSignedIn) {
  preloadAppPage(window.location.pathname);
  if (window.location.pathname === APP_PAGES.dashboard.path) prefetchDashboard();
}

/**
 * What each router shows, from the table the server reads too (shared/client-routes.ts); signed in,
 * `/login` and `/register` lead to the dashboard.
 */
const signedOutPages: readonly ClientPage[] = [...Object.values(SIGNED_OUT_PAGES), PUBLIC_INVOICE_PAGE];
const signedInPages: readonly ClientPage[] = [
  ...Object.values(APP_PAGES),
  SIGNED_OUT_PAGES.login,
  SIGNED_OUT_PAGES.register,
  PUBLIC_INVOICE_PAGE,
];
/** Signed-out pages; while the session check runs, other paths wait for it rather than show "not found". */
const isPublicPath = (path: string) => matchClientPage(path, signedOutPages) !== undefined;

/**
 * Each page's own title in the tab ("Invoices · Duely"), for screen readers and history (issue #22
 * item 14), in the interface's language.
 */
function useDocumentTitle(pathname: string, session: { isLoading: boolean; isAuthenticated: boolean }) {
  const { i18n } = useLingui();
  // While the session check runs, the page this browser most likely sees next.
  const likelyIn = session.isLoading ? startedSignedIn : session.isAuthenticated;
  const pages = likelyIn ? signedInPages : signedOutPages;
  const page =
    matchClientPage(pathname, pages) ??
    (session.isLoading ? matchClientPage(pathname, ALL_PAGES) : undefined);
  const title = localDocumentTitle(i18n, page);
  React.useEffect(() => {
    document.title = title;
  }, [title]);
}

/** While a page's code loads inside the shell: the page's frame, so the sidebar stays put. */
function PageOutlet() {
  return (
    <React.Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </React.Suspense>
  );
}

/**
 * The client's invoice page behind a private link: the same page signed out and signed in (an owner
 * opening their own link sees what the client sees, without the app shell), loaded on demand.
 */
const publicInvoiceRoute = (
  <Route
    path={PUBLIC_INVOICE_PAGE.path}
    element={
      <React.Suspense fallback={null}>
        <React.Suspense fallback={<PublicInvoiceSkeleton />}>
          <PublicInvoicePage />
        </React.Suspense>
      </React.Suspense>
    }
  />
);

/**
 * The signed-in user's language, once read (changed on another device, or unlike the browser's):
 * spoken at once and remembered, so the next start begins in it.
 */
function useUserLanguage(language: AppLanguage | undefined) {
  React.useEffect(() => {
    if (!language) return;
    rememberLanguage(language);
    if (language !== currentLanguage()) void activateLanguage(language);
  }, [language]);
}

/** SPEC §2: signed-out visitors (and while the session loads) reach only the public routes. */
export function AppRouter() {
  const { isAuthenticated, isLoading, user } = useUser();
  useUserLanguage(user?.language);
  const queryClient = useQueryClient();
  const onNavIntent = React.useCallback((path: string) => prefetchAppPage(path, queryClient), [queryClient]);
  const { pathname } = useLocation();
  React.useEffect(() => {
    if (!isLoading) writeHint(isAuthenticated);
  }, [isLoading, isAuthenticated]);
  useDocumentTitle(pathname, { isLoading, isAuthenticated });

  // A page of the signed-in app (or, for a browser signed in last time, the dashboard at "/") waits
  // for the session check instead of flashing the landing page or "not found".
  if (isLoading && (!isPublicPath(pathname) || (pathname === '/' && startedSignedIn))) {
    return <PageSkeleton />;
  }
  if (isLoading || !isAuthenticated) {
    return (
      <React.Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path={SIGNED_OUT_PAGES.landing.path} element={<LandingPage />} />
          <Route path={SIGNED_OUT_PAGES.register.path} element={<RegisterPage />} />
          <Route path={SIGNED_OUT_PAGES.login.path} element={<LoginPage />} />
          <Route path={SIGNED_OUT_PAGES.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={SIGNED_OUT_PAGES.resetPassword.path} element={<ResetPasswordPage />} />
          {publicInvoiceRoute}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </React.Suspense>
    );
  }

  // The shell and the page load side by side, not the page once the shell has arrived.
  preloadAppPage(pathname);
  return (
    <React.Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route element={<AppShell onNavIntent={onNavIntent} />}>
          <Route element={<PageOutlet />}>
            <Route path={APP_PAGES.dashboard.path} element={<DashboardPage />} />
            <Route path={APP_PAGES.invoices.path} element={<InvoicesPage />} />
            <Route path={APP_PAGES.recurring.path} element={<RecurringPage />} />
            <Route path={APP_PAGES.clients.path} element={<ClientsPage />} />
            <Route path={APP_PAGES.reminders.path} element={<RemindersPage />} />
            <Route path={APP_PAGES.reports.path} element={<ReportsPage />} />
            <Route path={APP_PAGES.settings.path} element={<SettingsPage />} />
            <Route path={APP_PAGES.account.path} element={<AccountPage />} />
          </Route>
        </Route>
        <Route path={SIGNED_OUT_PAGES.login.path} element={<Navigate to="/" replace />} />
        <Route path={SIGNED_OUT_PAGES.register.path} element={<Navigate to="/" replace />} />
        {publicInvoiceRoute}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </React.Suspense>
  );
}
