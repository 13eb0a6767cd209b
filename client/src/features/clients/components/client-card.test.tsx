import type { Client } from '@shared/clients';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/client-render';
import { ClientCard } from './client-card';

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
});
