import type { CatalogPart } from '@/lib/i18n';

/**
 * Which catalogs each page's code speaks from (lib/i18n.ts): the app's own and those of the feature
 * folders the page reaches, its dialogs loaded later included. `route-catalogs.test.ts` follows each
 * page's imports and fails when this table misses a part, so no page ever shows a message id.
 */
export const ROUTE_CATALOGS = {
  landing: ['app'],
  login: ['app', 'auth'],
  register: ['app', 'auth'],
  'forgot-password': ['app', 'auth'],
  'reset-password': ['app', 'auth'],
  'not-found': ['app'],
  'public-invoice': ['app', 'share'],
  shell: ['app'],
  dashboard: ['app', 'dashboard', 'invoices', 'onboarding', 'tour'],
  invoices: ['app', 'credit-notes', 'invoices', 'reminders'],
  recurring: ['app', 'invoices', 'recurring'],
  clients: ['app', 'clients'],
  reminders: ['app', 'reminders'],
  reports: ['app', 'reports'],
  settings: ['app', 'settings'],
  account: ['app', 'auth', 'tour'],
} as const satisfies Record<string, readonly CatalogPart[]>;

export type RouteName = keyof typeof ROUTE_CATALOGS;
