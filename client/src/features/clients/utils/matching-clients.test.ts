import type { Client } from '@shared/clients';
import { describe, expect, it } from 'vitest';
import { matchingClients } from './matching-clients';

const client = (id: number, name: string, email: string, phone: string | null = null): Client => ({
  language: 'en',
  contactName: null,
  salutation: 'none',
  id,
  clientId: `CL-${String(id).padStart(4, '0')}`,
  name,
  email,
  phone,
  address: null,
  postalCode: null,
  city: null,
  region: null,
  country: 'DE',
  vatId: null,
  taxTreatment: 'domestic',
  paymentTermsDays: null,
  buyerReference: null,
  eInvoiceFormat: 'pdf',
  peppolId: null,
  invoiceCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const clients = [
  client(1, 'Acme Corporation', 'billing@acme.example', '+1 555 0100'),
  client(2, 'Globex', 'ap@globex.example'),
  client(12, 'Initech', 'finance@initech.example'),
];

describe('matchingClients', () => {
  it('matches name, email, phone and client code without case, and keeps all for an empty search', () => {
    const names = (q: string) => matchingClients(clients, q).map((c) => c.name);
    expect(names('  ')).toEqual(['Acme Corporation', 'Globex', 'Initech']);
    expect(names('acme')).toEqual(['Acme Corporation']);
    expect(names('AP@GLOBEX')).toEqual(['Globex']);
    expect(names('555 01')).toEqual(['Acme Corporation']);
    expect(names('cl-0012')).toEqual(['Initech']);
    expect(names('nobody')).toEqual([]);
  });
});
