/** The interface's catalogs per entry of the code and language (scripts/vite-messages.ts). */
declare module 'virtual:messages' {
  import type { Messages } from '@lingui/core';
  import type { AppLanguage } from '@shared/i18n/app-language';

  export const START_ENTRY: string;
  export const catalogs: Record<string, Record<AppLanguage, () => Promise<{ messages: Messages }>>>;
}
