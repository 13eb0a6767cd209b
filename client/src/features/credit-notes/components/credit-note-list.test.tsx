import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { speak } from '../../../../../test/client-i18n';
import { creditNoteFixture, json, renderWithProviders, stubServer } from '../../../../../test/client-render';
import { CreditNoteList } from './credit-note-list';

vi.mock('@/lib/toast', () => ({ toast: vi.fn() }));

const CLIENTS = [{ id: 3, name: 'Initech', email: 'client@example.com' }];

describe('CreditNoteList', { timeout: 30_000 }, () => {
  it('shows placeholder rows while loading, then the empty state', async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/credit-notes' ? new Promise<Response>((resolve) => (answer = resolve)) : json([]),
      ),
    );
    renderWithProviders(<CreditNoteList />);
    expect(screen.getByRole('status', { name: 'Loading credit notes' })).toBeInTheDocument();
    expect(screen.getAllByTestId('credit-note-row-skeleton')).toHaveLength(5);

    answer(json([]));
    expect(await screen.findByText('No credit notes yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit Notes (0)' })).toBeInTheDocument();
  });

  it('lists each credit note with its PDF, and Send again names the address', async () => {
    const requests = stubServer(({ method, url }) => {
      if (url === '/api/credit-notes' && method === 'GET')
        return json([creditNoteFixture({ id: 12, creditNoteNumber: 'CN-2' }), creditNoteFixture()]);
      if (url === '/api/clients') return json(CLIENTS);
      if (method === 'POST') return json(creditNoteFixture({ id: 12, creditNoteNumber: 'CN-2' }));
    });
    const user = renderWithProviders(<CreditNoteList />);
    const table = await screen.findByRole('table', { name: 'Credit Notes' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Credit NoteInvoiceClientIssue DateTotalActions',
      expect.stringMatching(/^CN-2INV-1003Initech.+€59\.50 Send again$/),
      expect.stringMatching(/^CN-1INV-1003Initech.+€59\.50 Send again$/),
    ]);
    expect(within(rows[1]).getByRole('link', { name: 'Download PDF of credit note CN-2' })).toHaveAttribute(
      'href',
      '/api/credit-notes/12/pdf',
    );

    await waitFor(() => expect(requests.some((r) => r.url === '/api/clients')).toBe(true));
    await user.click(within(rows[1]).getByRole('button', { name: 'Send again credit note CN-2' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Credit note CN-2 sent to client@example.com',
        variant: 'success',
      }),
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/credit-notes/12/send',
    ]);
  });
});

describe('CreditNoteList: e-invoice', { timeout: 30_000 }, () => {
  it("offers each credit note's e-invoice, the client's format first, and names its row", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-invoice');
    const requests = stubServer(({ url }) => {
      if (url === '/api/credit-notes')
        return json([creditNoteFixture({ id: 12, creditNoteNumber: 'CN-2' }), creditNoteFixture()]);
      if (url === '/api/clients') return json([{ ...CLIENTS[0], eInvoiceFormat: 'xrechnung-ubl' }]);
      if (url === '/api/settings') return json({ country: 'DE' });
      if (url.startsWith('/api/credit-notes/12/e-invoice'))
        return new Response('<CreditNote/>', {
          headers: { 'content-disposition': 'attachment; filename="CN-2-xrechnung.xml"' },
        });
    });
    const user = renderWithProviders(<CreditNoteList />);
    const table = await screen.findByRole('table', { name: 'Credit Notes' });
    const row = within(table).getAllByRole('row')[1];
    expect(
      within(table).getByRole('button', { name: 'Download e-invoice of credit note CN-1' }),
    ).toBeEnabled();
    await waitFor(() => expect(requests.some((r) => r.url === '/api/settings')).toBe(true));
    await user.click(within(row).getByRole('button', { name: 'Download e-invoice of credit note CN-2' }));
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('XRechnung (UBL)'));
    await user.click(screen.getByRole('menuitem', { name: 'XRechnung (UBL)' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'XRechnung (UBL) downloaded', variant: 'success' }),
    );
    expect(requests.map((r) => r.url)).toContain('/api/credit-notes/12/e-invoice?format=xrechnung-ubl');
  });
});

describe('CreditNoteList on a phone', { timeout: 30_000 }, () => {
  it('shows one card per credit note instead of a table', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } })
      .happyDOM;
    happyDOM.setViewport({ width: 390 });
    try {
      stubServer(({ url }) => (url === '/api/credit-notes' ? json([creditNoteFixture()]) : undefined));
      renderWithProviders(<CreditNoteList />);
      const list = await screen.findByRole('list', { name: 'Credit Notes' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(list).getByRole('listitem');
      expect(card).toHaveTextContent('CN-1');
      expect(card).toHaveTextContent('INV-1003 · Initech');
      expect(within(card).getByRole('button', { name: 'Send again credit note CN-1' })).toBeEnabled();
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });
});

describe('CreditNoteList in German', { timeout: 30_000 }, () => {
  it('names the columns and actions in German, with German dates and amounts', async () => {
    speak('de');
    stubServer(({ url, method }) => {
      if (url === '/api/credit-notes' && method === 'GET')
        return json([creditNoteFixture({ id: 12, creditNoteNumber: 'CN-2' }), creditNoteFixture()]);
      if (url === '/api/clients') return json(CLIENTS);
      if (method === 'POST') return json(creditNoteFixture({ id: 12, creditNoteNumber: 'CN-2' }));
    });
    const user = renderWithProviders(<CreditNoteList />);
    expect(await screen.findByRole('heading', { name: 'Rechnungskorrekturen (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rechnungskorrekturen' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0].textContent).toBe('RechnungskorrekturRechnungKundeAusstellungsdatumGesamtbetragAktionen');
    expect(rows[1].textContent).toMatch(/^CN-2INV-1003Initech20\.11\.202659,50\s€ Erneut senden$/);
    expect(
      within(rows[1]).getByRole('link', { name: 'PDF der Rechnungskorrektur CN-2 herunterladen' }),
    ).toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('button', { name: 'Rechnungskorrektur CN-2 erneut senden' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Rechnungskorrektur CN-2 an client@example.com versendet',
        variant: 'success',
      }),
    );
  });

  it('says so in German when there is none', async () => {
    speak('de');
    stubServer(({ url }) => (url === '/api/credit-notes' ? json([]) : undefined));
    renderWithProviders(<CreditNoteList />);
    expect(await screen.findByText('Noch keine Rechnungskorrekturen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rechnungskorrekturen (0)' })).toBeInTheDocument();
  });
});
