import type { Client } from '@shared/clients';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { speak } from '../../../../../test/client-i18n';
import { renderWithProviders } from '../../../../../test/client-render';
import { ClientCard } from './client-card';
import { DeleteClientDialog } from './delete-client-dialog';

const card = (fields: Pick<Client, 'eInvoiceFormat' | 'buyerReference'>) => {
  const client = { id: 1, clientId: 'CL-0001', name: 'Stadt Köln', email: 'a@b.example', country: 'DE' };
  renderWithProviders(
    <ClientCard
      client={{ ...client, ...fields } as Client}
      onEdit={vi.fn()}
      onDelete={vi.fn()}
      deleting={false}
    />,
  );
  return screen.queryByTestId('client-e-invoice');
};

describe('a client card', () => {
  it('names the e-invoice format and buyer reference when the client has them', () => {
    expect(card({ eInvoiceFormat: 'xrechnung-cii', buyerReference: '05315-12345-67' })).toHaveTextContent(
      'XRechnung (CII), reference 05315-12345-67',
    );
    cleanup();
    expect(card({ eInvoiceFormat: 'pdf', buyerReference: 'PO-4711' })).toHaveTextContent('Reference PO-4711');
    cleanup();
    expect(card({ eInvoiceFormat: 'pdf', buyerReference: null })).toBeNull();
  });

  it('says which language the client reads and whom its emails greet', () => {
    const client = {
      id: 1,
      clientId: 'CL-0002',
      name: 'Bäckerei Schmidt',
      email: 'a@b.example',
      country: 'DE',
    };
    renderWithProviders(
      <ClientCard
        client={{ ...client, eInvoiceFormat: 'pdf', language: 'de', contactName: 'Anna Schmidt' } as Client}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        deleting={false}
      />,
    );
    expect(screen.getByTestId('client-language')).toHaveTextContent(
      'Language: German (Deutsch) · Contact: Anna Schmidt',
    );
  });

  it('speaks German: invoices counted, the country and language by their German names, buttons named', () => {
    speak('de');
    const client = {
      id: 1,
      clientId: 'CL-0003',
      name: 'Globex SARL',
      email: 'ap@globex.example',
      phone: '+33 1 23 45 67 89',
      address: '12 rue de Rivoli',
      postalCode: '75001',
      city: 'Paris',
      country: 'FR',
      vatId: 'FR40303265045',
      invoiceCount: 3,
      language: 'fr',
      contactName: 'Jean Dupont',
      eInvoiceFormat: 'xrechnung-ubl',
      buyerReference: '991-12345-67',
    } as Client;
    renderWithProviders(<ClientCard client={client} onEdit={vi.fn()} onDelete={vi.fn()} deleting={false} />);
    expect(screen.getByTestId('client-invoice-count')).toHaveTextContent('3 Rechnungen');
    expect(screen.getByText(/75001 Paris\s+Frankreich/)).toBeInTheDocument();
    expect(screen.getByText('USt-IdNr.', { exact: false })).toHaveTextContent('USt-IdNr. FR40303265045');
    expect(screen.getByTestId('client-language')).toHaveTextContent(
      'Sprache: Französisch · Ansprechpartner: Jean Dupont',
    );
    expect(screen.getByTestId('client-e-invoice')).toHaveTextContent(
      'XRechnung (UBL), Referenz 991-12345-67',
    );
    expect(screen.getByRole('button', { name: 'Globex SARL bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Globex SARL löschen' })).toBeInTheDocument();
    cleanup();

    renderWithProviders(
      <ClientCard
        client={{ ...client, invoiceCount: 1 }}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        deleting={false}
      />,
    );
    expect(screen.getByTestId('client-invoice-count')).toHaveTextContent('1 Rechnung');
  });

  it('asks in German before deleting, and says how many invoices keep a client', () => {
    speak('de');
    const client = { id: 1, clientId: 'CL-0003', name: 'Globex SARL', invoiceCount: 2 } as Client;
    renderWithProviders(
      <DeleteClientDialog client={client} pending={false} onConfirm={vi.fn()} onOpenChange={vi.fn()} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Globex SARL löschen?' });
    expect(dialog).toHaveTextContent(
      'Für diesen Kunden gibt es 2 Rechnungen. Löschen Sie sie oder ordnen Sie sie einem anderen Kunden zu, bevor Sie den Kunden löschen.',
    );
    cleanup();

    renderWithProviders(
      <DeleteClientDialog
        client={{ ...client, invoiceCount: 0 }}
        pending={false}
        onConfirm={vi.fn()}
        onOpenChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Möchten Sie diesen Kunden wirklich löschen?');
    expect(screen.getByRole('button', { name: 'Kunden löschen' })).toBeInTheDocument();
  });
});
