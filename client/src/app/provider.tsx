import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { BrowserRouter } from 'react-router';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

// Toasts follow a user's action, so their code (Radix toast) loads after the first paint; a toast
// raised before it arrives is kept in the store and shown when it does. Tooltips live in the shell.
const Toaster = React.lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The app's one query client, made when the app's code starts, so reads can be asked for before the
 * first render (router.tsx: a returning browser's dashboard data, alongside the session check).
 */
export const queryClient = createQueryClient();

export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{children}</BrowserRouter>
        <React.Suspense fallback={null}>
          <Toaster />
        </React.Suspense>
      </QueryClientProvider>
    </I18nProvider>
  );
}
