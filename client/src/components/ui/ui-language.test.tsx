import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../test/client-i18n';
import { renderWithProviders } from '../../../../test/client-render';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { InvoiceStatusBadges } from './invoice-status-badges';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

const SENT = { status: 'sent', amountPaid: '0.00', creditedAmount: '0.00', viewedAt: null };

describe("the shared controls in the interface's language", { timeout: 30_000 }, () => {
  it('names the statuses and the badges beside them, the viewed date written as the language writes dates', () => {
    speak('de');
    renderWithProviders(
      <ul>
        {[
          { ...SENT, status: 'draft' },
          { ...SENT, amountPaid: '10.00' },
          { ...SENT, status: 'overdue', creditedAmount: '5.00' },
          { ...SENT, status: 'paid', viewedAt: '2026-03-05T10:00:00.000Z' },
          { ...SENT, status: 'void' },
        ].map((invoice) => (
          <li key={invoice.status + invoice.amountPaid}>
            <InvoiceStatusBadges invoice={invoice} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Entwurf',
      'OffenTeilweise bezahlt',
      'ÜberfälligTeilweise korrigiert',
      'BezahltAngesehen vom Kunden am 05.03.2026',
      'Storniert',
    ]);
    expect(screen.getByTestId('viewed-badge')).toHaveAttribute('title', 'Vom Kunden am 05.03.2026 angesehen');
  });

  it('keeps the words a page passes for its client (the private invoice page)', () => {
    speak('de');
    renderWithProviders(<InvoiceStatusBadges invoice={SENT} labels={{ Pending: 'À régler' }} />);
    expect(screen.getByText('À régler')).toBeInTheDocument();
  });

  it('pages a list: where it is, and the ways back and on', async () => {
    speak('fr');
    const onPageChange = vi.fn();
    renderWithProviders(
      <Pagination label="Factures" page={2} pageSize={10} total={25} onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination\u00a0: Factures' });
    expect(nav).toHaveTextContent('11–20 sur 25');
    expect(nav).toHaveTextContent('Page 2 sur 3');
    await userEvent.click(within(nav).getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(within(nav).getByRole('button', { name: 'Précédent' })).toBeEnabled();
  });

  it('asks before typed work is lost, and offers Cancel where there is something to confirm', async () => {
    speak('de');
    const user = renderWithProviders(
      <Dialog open dirty onOpenChange={() => {}}>
        <DialogContent>
          <DialogTitle>Neuer Kunde</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    const question = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    expect(question).toHaveTextContent('Was Sie in dieses Formular eingegeben haben, geht verloren.');
    expect(within(question).getByRole('button', { name: 'Verwerfen' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Weiter bearbeiten' })).toBeInTheDocument();
  });

  it("names the confirmation's way back", () => {
    speak('es');
    renderWithProviders(
      <ConfirmDialog
        open
        title="¿Eliminar el cliente?"
        description="No se puede deshacer."
        confirmLabel="Eliminar"
        pending={false}
        onConfirm={() => {}}
        onOpenChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it("says a small list could not be loaded, naming it in the page's words", () => {
    speak('it');
    renderWithProviders(
      <QueryState query={{ isLoading: false, isError: true, data: undefined }} what="pagamenti" empty="">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Impossibile caricare: pagamenti.');
  });
});
