import * as React from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { useUser } from '@/features/auth/api/get-user';
import { PublicInvoiceSkeleton } from '@/features/share/components/public-invoice-skeleton';

/**
 * Every page is its own chunk, loaded when its route is first shown: the landing page never loads
 * the signed-in app, and charts load only with the page that draws them (docs/benchmarks.md).
 */
function page<K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) {
  return React.lazy(() => load().then((m) => ({ default: m[name] })));
}

const LandingPage = page(() => import('./routes/landing'), 'LandingPage');
const LoginPage = page(() => import('./routes/login'), 'LoginPage');
const RegisterPage = page(() => import('./routes/register'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./routes/reset-password'), 'ResetPasswordPage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');
const AppShell = page(() => import('@/components/layout/app-shell'), 'AppShell');
const DashboardPage = page(() => import('./routes/dashboard'), 'DashboardPage');
const InvoicesPage = page(() => import('./routes/invoices'), 'InvoicesPage');
const RecurringPage = page(() => import('./routes/recurring'), 'RecurringPage');
const ClientsPage = page(() => import('./routes/clients'), 'ClientsPage');
const RemindersPage = page(() => import('./routes/reminders'), 'RemindersPage');
const ReportsPage = page(() => import('./routes/reports'), 'ReportsPage');
const SettingsPage = page(() => import('./routes/settings'), 'SettingsPage');
const AccountPage = page(() => import('./routes/account'), 'AccountPage');
const PublicInvoicePage = page(() => import('./routes/public-invoice'), 'PublicInvoicePage');

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
    path="/i/:token"
    element={
      <React.Suspense fallback={<PublicInvoiceSkeleton />}>
        <PublicInvoicePage />
      </React.Suspense>
    }
  />
);

/** SPEC §2: signed-out visitors (and while the session loads) reach only the public routes. */
export function AppRouter() {
  const { isAuthenticated, isLoading } = useUser();

  if (isLoading || !isAuthenticated) {
    return (
      <React.Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          {publicInvoiceRoute}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </React.Suspense>
    );
  }

  return (
    <React.Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route element={<AppShell />}>
          <Route element={<PageOutlet />}>
            <Route path="/" element={<DashboardPage />} />
            <Route path="/invoices" element={<InvoicesPage />} />
            <Route path="/recurring" element={<RecurringPage />} />
            <Route path="/clients" element={<ClientsPage />} />
            <Route path="/reminders" element={<RemindersPage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/account" element={<AccountPage />} />
          </Route>
        </Route>
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/register" element={<Navigate to="/" replace />} />
        {publicInvoiceRoute}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </React.Suspense>
  );
}
