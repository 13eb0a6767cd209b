import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { uniqueEmail } from '../factories';
import { ROUTES } from './routes';
import type { Owner } from './world';

/** A group of free-text fields: how to write one text into all of them, and read them back. */
export interface TextFields {
  name: string;
  write: (text: string) => Promise<LightMyRequestResponse>;
  read: (written: { id: number }) => Promise<string[]>;
}

export function textFields(owner: Owner): TextFields[] {
  const { agent } = owner;
  const json = async (url: string) => (await agent.get(url)).json();
  return [
    {
      name: 'client name, phone and address',
      write: (text) =>
        agent.post('/api/clients', { name: text, email: uniqueEmail(), phone: text, address: text }),
      read: async ({ id }) => {
        const got = await json(`/api/clients/${id}`);
        return [got.name, got.phone, got.address];
      },
    },
    {
      name: 'invoice client name, notes, project and line description',
      write: (text) =>
        agent.post('/api/invoices', {
          ...ROUTES['POST /api/invoices'].body!(owner),
          clientName: text,
          notes: text,
          projectDescription: text,
          lineItems: [{ description: text, quantity: 1, rate: '10.00' }],
        }),
      read: async ({ id }) => {
        const got = await json(`/api/invoices/${id}`);
        expect((await agent.get(`/api/invoices/${id}/pdf`)).statusCode, 'the PDF renders').toBe(200);
        return [got.clientName, got.notes, got.projectDescription, got.lineItems[0].description];
      },
    },
    {
      name: 'template name, description and texts',
      write: (text) =>
        agent.post('/api/reminder-flow-templates', {
          ...ROUTES['POST /api/reminder-flow-templates'].body!(owner),
          name: text,
          description: text,
          firstReminderText: text,
          finalReminderText: `${text} {invoiceNumber}`,
        }),
      read: async ({ id }) => {
        const got = await json(`/api/reminder-flow-templates/${id}`);
        return [
          got.name,
          got.description,
          got.firstReminderText,
          got.finalReminderText.replace(' {invoiceNumber}', ''),
        ];
      },
    },
    {
      name: 'company name, address, payment instructions and bank name',
      write: (text) =>
        agent.put('/api/settings', {
          ...ROUTES['PUT /api/settings'].body!(owner),
          companyName: text,
          address: text,
          paymentInstructions: text,
          bankName: text,
        }),
      read: async () => {
        const got = await json('/api/settings');
        return [got.companyName, got.address, got.paymentInstructions, got.bankName];
      },
    },
  ];
}
