import { CATALOG, type MessageKey } from '@shared/i18n/catalog';
import { DOCUMENT_LANGUAGES, documentLocale } from '@shared/i18n/languages';
import type { PublicInvoice } from '@shared/public-invoice';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/client-render';
import { expectLanguage } from '../../../../../test/languages';
import { InvalidLink, LoadFailed } from './link-problem';
import { PublicInvoiceView } from './public-invoice';
import { PublicInvoiceSkeleton } from './public-invoice-skeleton';

const TOKEN_BASE = '/api/public/invoices/tok';

const TOTALS: PublicInvoice['totals'] = {
  subtotal: '100.00',
  tax: '19.00',
  taxRate: '19.00',
  total: '119.00',
  amountPaid: '0.00',
  creditedAmount: '0.00',
  balanceDue: '119.00',
};

/** The totals of INV-1003 after payments and credit notes. */
const paidAndCredited = (
  amounts: Pick<PublicInvoice['totals'], 'amountPaid' | 'creditedAmount' | 'balanceDue'>,
): Pick<PublicInvoice, 'totals'> => ({ totals: { ...TOTALS, ...amounts } });

const NO_PAYMENT_DETAILS: NonNullable<PublicInvoice['payment']> = {
  instructions: null,
  payUrl: null,
  information: [],
  scanToPay: { epc: null, swissQrBill: null },
};

const address = (country: string) => ({ street: null, postalCode: null, city: null, country });

/** INV-1003 over €119.00 as the client's page gets it (its document and the page's additions): nothing paid, nothing credited. */
function publicInvoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    kind: 'invoice',
    title: 'Invoice',
    series: 'invoice',
    number: 'INV-1003',
    status: 'sent',
    issueDate: '2026-11-02',
    dueDate: '2026-12-02',
    currency: 'EUR',
    totals: TOTALS,
    buyerReference: null,
    projectDescription: null,
    notes: null,
    seller: {
      name: 'Example Studio',
      email: null,
      phone: null,
      addressLines: [],
      postalAddress: address('DE'),
      vatId: null,
      website: null,
      taxId: null,
      legalName: null,
      legalForm: null,
      shareCapital: null,
      registrations: [],
    },
    buyer: {
      name: 'Initech',
      email: 'ap@initech.example',
      phone: null,
      addressLines: [],
      postalAddress: address('DE'),
      vatId: null,
    },
    service: { date: '2026-11-02' },
    paymentTermsDays: 30,
    lines: [
      {
        description: 'Consulting',
        quantity: 1,
        unit: null,
        rate: '100.00',
        amount: '100.00',
        taxRate: '19.00',
        taxCategory: 'S',
      },
    ],
    taxBreakdown: [
      { category: 'S', rate: '19.00', taxableAmount: '100.00', taxAmount: '19.00', exemptionReason: null },
    ],
    payment: NO_PAYMENT_DETAILS,
    refersTo: null,
    voided: null,
    creditNotes: [],
    pageSize: 'A4',
    language: 'en',
    locale: 'en-US',
    qrCodes: [],
    pdfUrl: `${TOKEN_BASE}/pdf`,
    eInvoice: null,
    logoUrl: null,
    ...overrides,
  };
}

const creditNote = (number: string, total: string, reason: string) => ({
  number,
  issueDate: '2026-11-20',
  total,
  reason,
  pdfUrl: `${TOKEN_BASE}/credit-notes/${number}/pdf`,
});

describe("the client's invoice page and credit notes", { timeout: 30_000 }, () => {
  it('a void invoice names the credit note that cancelled it and links its PDF', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={publicInvoice({
          status: 'void',
          ...paidAndCredited({ amountPaid: '0.00', creditedAmount: '119.00', balanceDue: '0.00' }),
          creditNotes: [creditNote('CN-1', '119.00', 'Sent twice')],
          voided: { creditNoteNumber: 'CN-1', date: '2026-11-20' },
        })}
      />,
    );
    expect(
      screen.getByText('This invoice was cancelled by credit note CN-1 on November 20, 2026'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pay this invoice' })).toBeNull();
    const notes = screen.getByRole('list', { name: 'Credit notes' });
    expect(notes).toHaveTextContent('Credit note CN-1€119.00November 20, 2026 · Sent twice');
    expect(within(notes).getByRole('link', { name: 'Download PDF of credit note CN-1' })).toHaveAttribute(
      'href',
      `${TOKEN_BASE}/credit-notes/CN-1/pdf`,
    );
  });

  it('a partly credited invoice shows Credited in its totals and what is still due', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={publicInvoice({
          ...paidAndCredited({ amountPaid: '50.00', creditedAmount: '59.50', balanceDue: '9.50' }),
          creditNotes: [creditNote('CN-2', '59.50', 'Returned item')],
        })}
      />,
    );
    expect(screen.getByTestId('document-credited')).toHaveTextContent('€59.50');
    expect(screen.getByTestId('public-balance-due')).toHaveTextContent('€9.50');
    expect(screen.getByText('Partly Credited')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Credit notes' })).toHaveTextContent('Returned item');
  });

  it('without credit notes there is no Credited row and no list', () => {
    renderWithProviders(<PublicInvoiceView invoice={publicInvoice()} />);
    expect(screen.queryByTestId('document-credited')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Credit notes' })).toBeNull();
  });
});

describe("the client's page offers the e-invoice", { timeout: 30_000 }, () => {
  it('links the XML beside the PDF when the answer says it is ready', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={{
          ...publicInvoice(),
          eInvoice: {
            format: 'xrechnung-cii',
            ready: true,
            url: `${TOKEN_BASE}/e-invoice?format=xrechnung-cii`,
          },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${TOKEN_BASE}/pdf`);
    expect(screen.getByRole('link', { name: 'Download e-invoice (XML)' })).toHaveAttribute(
      'href',
      `${TOKEN_BASE}/e-invoice?format=xrechnung-cii`,
    );
  });

  it('prints the buyer reference among the facts', () => {
    renderWithProviders(<PublicInvoiceView invoice={{ ...publicInvoice(), buyerReference: 'PO-4711' }} />);
    expect(screen.getByText('Reference:')).toBeInTheDocument();
    expect(screen.getByText('PO-4711')).toBeInTheDocument();
  });

  it('offers none when it is not ready or there is none', () => {
    renderWithProviders(
      <PublicInvoiceView
        invoice={{
          ...publicInvoice(),
          eInvoice: { format: 'cii', ready: false, url: `${TOKEN_BASE}/e-invoice?format=cii` },
        }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Download e-invoice (XML)' })).toBeNull();
    cleanup();
    renderWithProviders(<PublicInvoiceView invoice={{ ...publicInvoice(), eInvoice: null }} />);
    expect(screen.queryByRole('link', { name: 'Download e-invoice (XML)' })).toBeNull();
  });
});

/** An open invoice with everything the page can show around the document: part paid, part credited, a Pay link, both codes, bank details, the e-invoice. */
function openInvoice(
  language: PublicInvoice['language'],
  overrides: Partial<PublicInvoice> = {},
): PublicInvoice {
  return publicInvoice({
    language,
    title: CATALOG[language]['document.title.invoice'],
    locale: documentLocale(language, 'DE'),
    seller: { ...publicInvoice().seller, name: 'Atelier 7' },
    buyer: { ...publicInvoice().buyer, name: 'Kunde 42' },
    ...paidAndCredited({ amountPaid: '50.00', creditedAmount: '9.00', balanceDue: '60.00' }),
    payment: {
      ...NO_PAYMENT_DETAILS,
      payUrl: 'https://pay.example/inv-1003',
      information: [{ label: 'IBAN', value: 'DE02 1203 0000 0000 2020 51' }],
    },
    qrCodes: [
      { kind: 'epc', label: 'server caption', payload: 'BCD', svg: '<svg/>' },
      { kind: 'swiss', label: 'server caption', payload: 'SPC', svg: '<svg/>' },
    ],
    eInvoice: { format: 'cii', ready: true, url: `${TOKEN_BASE}/e-invoice?format=cii` },
    ...overrides,
  });
}

/** The page's own texts, without the printed document in its middle (which speaks document.*). */
function shellText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const article of copy.querySelectorAll('article')) article.remove();
  return copy.textContent ?? '';
}

const OPEN_KEYS: MessageKey[] = [
  'page.from',
  'page.heading',
  'page.status.sent',
  'page.status.partiallyPaid',
  'page.status.partlyCredited',
  'page.balanceDue',
  'page.howToPay',
  'page.payTitle',
  'page.dueDate',
  'page.due',
  'page.payNow',
  'page.opensInNewTab',
  'page.qr.epc',
  'page.qr.swiss',
  'page.bankTransfer',
  'page.downloadPdf',
  'page.downloadEInvoice',
];

/** The document's own texts are in the catalog once document.* holds more than its placeholder. */
const documentTranslated = Object.keys(CATALOG.en).some(
  (key) => key.startsWith('document.') && key !== 'document.language',
);

describe("the client's page speaks the invoice's language (issue 5/6)", { timeout: 30_000 }, () => {
  for (const language of DOCUMENT_LANGUAGES) {
    it(`${language}: every text of an open invoice, its title and <html lang>`, () => {
      const invoice = openInvoice(language);
      document.documentElement.lang = 'en'; // the app's shell (client/index.html)
      renderWithProviders(<PublicInvoiceView invoice={invoice} />);
      expectLanguage(shellText(document.body), language, OPEN_KEYS);
      if (documentTranslated) expectLanguage(document.body.textContent ?? '', language, OPEN_KEYS);
      expect(document.documentElement.lang).toBe(language);
      expect(document.title).toBe(
        CATALOG[language]['page.title'].replace('{number}', 'INV-1003').replace('{company}', 'Atelier 7'),
      );
      const epc = screen.getByTestId('qr-epc');
      expect(within(epc).getByRole('img')).toHaveAttribute('alt', CATALOG[language]['page.qr.epc']);
      expect(screen.getByRole('link', { name: CATALOG[language]['page.downloadPdf'] })).toHaveAttribute(
        'href',
        `${TOKEN_BASE}/pdf`,
      );
      cleanup();
      expect(document.documentElement.lang).toBe('en');
    });

    it(`${language}: paid, overdue and cancelled invoices`, () => {
      renderWithProviders(
        <PublicInvoiceView
          invoice={openInvoice(language, {
            status: 'paid',
            payment: NO_PAYMENT_DETAILS,
            qrCodes: [],
            ...paidAndCredited({ amountPaid: '119.00', creditedAmount: '0.00', balanceDue: '0.00' }),
          })}
        />,
      );
      expectLanguage(shellText(document.body), language, [
        'page.status.paid',
        'page.paid',
        'page.yourCopy',
        'page.downloadPdf',
      ]);
      cleanup();
      renderWithProviders(
        <PublicInvoiceView
          invoice={openInvoice(language, {
            status: 'overdue',
            ...paidAndCredited({ amountPaid: '0.00', creditedAmount: '0.00', balanceDue: '119.00' }),
          })}
        />,
      );
      expectLanguage(shellText(document.body), language, [
        'page.status.overdue',
        'page.wasDue',
        'page.payTitle',
      ]);
      cleanup();
      renderWithProviders(
        <PublicInvoiceView
          invoice={openInvoice(language, {
            status: 'void',
            payment: NO_PAYMENT_DETAILS,
            qrCodes: [],
            ...paidAndCredited({ amountPaid: '0.00', creditedAmount: '119.00', balanceDue: '0.00' }),
            voided: { creditNoteNumber: 'CN-1', date: '2026-11-20' },
            creditNotes: [creditNote('CN-1', '119.00', 'X-7')],
          })}
        />,
      );
      const text = shellText(document.body);
      expectLanguage(text, language, [
        'page.status.void',
        'page.cancelledBy',
        'page.yourCopy',
        'page.creditNotes',
        'document.creditNoteRow',
        'page.downloadPdf',
      ]);
      const notes = screen.getByRole('list', { name: CATALOG[language]['page.creditNotes'] });
      const suffix = CATALOG[language]['page.creditNotePdf'].replace('{number}', 'CN-1');
      expect(
        within(notes).getByRole('link', { name: `${CATALOG[language]['page.downloadPdf']} ${suffix}` }),
      ).toHaveAttribute('href', `${TOKEN_BASE}/credit-notes/CN-1/pdf`);
      // The date as the document writes it: numeric outside English.
      expect(text).toContain(language === 'en' ? '20 November 2026' : '20');
      cleanup();
    });

    it(`${language}: a broken link and the loading page follow the reader's browser language`, () => {
      const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue([`${language}-XX`, 'en']);
      try {
        renderWithProviders(<InvalidLink />);
        expectLanguage(document.body.textContent ?? '', language, [
          'page.invalid.title',
          'page.invalid.body',
        ]);
        expect(document.documentElement.lang).toBe(language);
        cleanup();
        renderWithProviders(<LoadFailed onRetry={() => {}} retrying={false} />);
        expectLanguage(document.body.textContent ?? '', language, [
          'page.loadFailed.title',
          'page.loadFailed.body',
          'page.tryAgain',
        ]);
        cleanup();
        renderWithProviders(<PublicInvoiceSkeleton />);
        expect(document.body.textContent).toContain(CATALOG[language]['page.loading']);
      } finally {
        languages.mockRestore();
      }
    });
  }

  it('an English invoice of a US company writes dates and amounts as in the US', () => {
    renderWithProviders(
      <PublicInvoiceView invoice={openInvoice('en', { locale: 'en-US', currency: 'USD' })} />,
    );
    expect(screen.getByTestId('public-balance-due')).toHaveTextContent('$60.00');
    expect(screen.getByText('Due December 2, 2026')).toBeInTheDocument();
  });

  it('a German invoice writes them as in Germany', () => {
    renderWithProviders(<PublicInvoiceView invoice={openInvoice('de')} />);
    expect(screen.getByTestId('public-balance-due')).toHaveTextContent('60,00 €');
    expect(screen.getByText('Fällig am 02.12.2026')).toBeInTheDocument();
    expect(screen.getByText('Teilweise korrigiert')).toBeInTheDocument();
  });
});
