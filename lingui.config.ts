import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The interface's messages (docs/decisions/043). English is the source: the texts are written in the
 * code, through Lingui's macros, and `npm run messages` extracts them into one catalog per part of the
 * app and language, so a page loads only its parts' catalogs in its user's language.
 * - `app`: the router's pages, the shell and what every page shares (client/src/app, components, lib, api);
 * - one catalog per feature folder (client/src/features/{name}).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'nl'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/client/src/locales/{locale}/app',
      include: [
        '<rootDir>/client/src/app',
        '<rootDir>/client/src/components',
        '<rootDir>/client/src/lib',
        '<rootDir>/client/src/api',
      ],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/client/src/locales/{locale}/{name}',
      include: ['<rootDir>/client/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
