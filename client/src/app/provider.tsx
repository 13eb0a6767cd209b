import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { BrowserRouter } from 'react-router';
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
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
      <React.Suspense fallback={null}>
        <Toaster />
      </React.Suspense>
    </QueryClientProvider>
  );
}
