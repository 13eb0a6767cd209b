import { setupI18n } from '@lingui/core';
import {
  ALL_PAGES,
  APP_PAGES,
  documentTitle,
  PUBLIC_INVOICE_PAGE,
  SIGNED_OUT_PAGES,
} from '@shared/client-routes';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { speak } from '../../../test/client-i18n';
import { localDocumentTitle } from './document-titles';

afterEach(() => speak('en'));

describe('the tab title in the interface language', () => {
  it('is in English word for word the title the server writes', () => {
    for (const page of [...ALL_PAGES, undefined]) {
      expect(localDocumentTitle(i18n, page), page?.path).toBe(documentTitle(page));
    }
  });

  it('speaks German', () => {
    speak('de');
    expect(localDocumentTitle(i18n, APP_PAGES.invoices)).toBe('Rechnungen · Duely');
    expect(localDocumentTitle(i18n, APP_PAGES.dashboard)).toBe('Übersicht · Duely');
    expect(localDocumentTitle(i18n, SIGNED_OUT_PAGES.login)).toBe('Anmelden · Duely');
    expect(localDocumentTitle(i18n, PUBLIC_INVOICE_PAGE)).toBe('Rechnung · Duely');
    expect(localDocumentTitle(i18n, undefined)).toBe('Seite nicht gefunden · Duely');
    expect(localDocumentTitle(i18n, SIGNED_OUT_PAGES.landing)).toBe('Duely – Rechnungen, die bezahlt werden');
  });

  it('keeps the English title of a page it has no message for', () => {
    const page = { path: '/new', title: 'New page' };
    expect(localDocumentTitle(setupI18n({ locale: 'de', messages: { de: {} } }), page)).toBe(
      'New page · Duely',
    );
  });
});
