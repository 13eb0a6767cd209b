import type { ReportInvoiceRow } from '@shared/reports';
import { reportCsv } from '@shared/reports';
import { screen, waitFor } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { ExportReportButton } from './export-report-button';

const rows: ReportInvoiceRow[] = [
  {
    id: 1,
    type: 'Invoice',
    invoiceNumber: 'INV-1000',
    clientName: 'Müller; Schmidt & Co',
    amount: '1234.56',
    amountPaid: '400.00',
    balanceDue: '834.56',
    currency: 'EUR',
    status: 'sent',
    issueDate: '2026-03-01',
    dueDate: '2026-03-31',
    net: '1037.45',
    tax: '197.11',
    serviceDate: '2026-02-01/2026-02-28',
    clientVatId: 'DE129273398',
  },
  {
    id: 2,
    type: 'Credit note',
    invoiceNumber: 'CN-1',
    clientName: 'Zoë, Søn',
    amount: '-69.00',
    amountPaid: '0.00',
    balanceDue: '0.00',
    currency: 'EUR',
    status: 'issued',
    issueDate: '2026-03-05',
    dueDate: null,
    net: '-57.98',
    tax: '-11.02',
    serviceDate: '2026-01-15',
    clientVatId: null,
  },
  {
    id: 3,
    type: 'Invoice',
    invoiceNumber: 'INV-1001',
    clientName: 'Acme',
    amount: '50.00',
    amountPaid: '0.00',
    balanceDue: '0.00',
    currency: 'USD',
    status: 'void',
    issueDate: '2026-01-01',
    dueDate: '2026-01-31',
    net: '50.00',
    tax: '0.00',
    serviceDate: null,
    clientVatId: null,
  },
];

/** Clicks Export and answers the file the browser was handed: its name, bytes and text. */
async function exportCsv(button: string) {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:report';
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  stubServer(({ url }) => (url.startsWith('/api/reports/invoices') ? json(rows) : undefined));
  const user = renderWithProviders(<ExportReportButton filter={{ status: 'all' }} />);
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(blob).toBeDefined());
  const link = click.mock.contexts[0] as HTMLAnchorElement;
  const bytes = new Uint8Array(await blob!.arrayBuffer());
  return {
    fileName: link.download,
    type: blob!.type,
    bytes,
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
  };
}

describe('ExportReportButton', () => {
  it('exports in English exactly as SPEC and the shared writer write it: commas, decimal points, ISO dates', async () => {
    const file = await exportCsv('Export Report');
    expect(file.fileName).toMatch(/^invoice-report-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.text).toBe(reportCsv(rows));
    expect(file.text.split('\r\n')).toEqual([
      '\uFEFFInvoice Number,Client,Amount,Currency,Status,Issue Date,Due Date,Amount Paid,Balance Due,Type,Net,Tax,Service Date,Client VAT ID',
      'INV-1000,Müller; Schmidt & Co,1234.56,EUR,Pending,2026-03-01,2026-03-31,400.00,834.56,Invoice,1037.45,197.11,2026-02-01/2026-02-28,DE129273398',
      'CN-1,"Zoë, Søn",-69.00,EUR,Issued,2026-03-05,,0.00,0.00,Credit note,-57.98,-11.02,2026-01-15,',
      'INV-1001,Acme,50.00,USD,Void,2026-01-01,2026-01-31,0.00,0.00,Invoice,50.00,0.00,,',
      '',
    ]);
  });

  it('exports in German as a German spreadsheet reads it: BOM, semicolons, decimal commas, German words', async () => {
    speak('de');
    const file = await exportCsv('Bericht exportieren');
    // UTF-8 with a byte-order mark: Excel then reads "ü" and "ø" as they are.
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.split('\r\n')).toEqual([
      '\uFEFFRechnungsnummer;Kunde;Betrag;Währung;Status;Rechnungsdatum;Fälligkeitsdatum;Bereits bezahlt;Offener Betrag;Belegart;Netto;Umsatzsteuer;Leistungsdatum;USt-IdNr. des Kunden',
      'INV-1000;"Müller; Schmidt & Co";1234,56;EUR;Offen;2026-03-01;2026-03-31;400,00;834,56;Rechnung;1037,45;197,11;2026-02-01/2026-02-28;DE129273398',
      // A credit note's negative amounts stay numbers: a decimal comma, never neutralised as a formula.
      'CN-1;Zoë, Søn;-69,00;EUR;Ausgestellt;2026-03-05;;0,00;0,00;Rechnungskorrektur;-57,98;-11,02;2026-01-15;',
      'INV-1001;Acme;50,00;USD;Storniert;2026-01-01;2026-01-31;0,00;0,00;Rechnung;50,00;0,00;;',
      '',
    ]);
    // A standard parser told the dialect reads the same cells back.
    const parsed = Papa.parse<string[]>(file.text.slice(1), { delimiter: ';', newline: '\r\n' }).data;
    expect(parsed[1]?.[1]).toBe('Müller; Schmidt & Co');
    expect(parsed[2]?.[1]).toBe('Zoë, Søn');
  });

  it('writes semicolons and decimal commas in French too', async () => {
    speak('fr');
    const french = await exportCsv('Exporter le rapport');
    expect(french.text.split('\r\n')[0]).toMatch(/^\uFEFFNuméro de facture;Client;Montant;Devise;Statut;/);
    expect(french.text.split('\r\n')[1]).toContain(';1234,56;EUR;En attente;');
  });
});
