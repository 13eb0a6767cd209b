import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestInvoice, uniqueEmail } from '../factories';
import { ROUTES } from './routes';
import type { Owner } from './world';

/** A group of free-text fields: how to write one text into all of them, and read them back. */
export interface TextFields {
  name: string;
  write: (text: string) => Promise<LightMyRequestResponse>;
  /** Reads the texts back, given the answer to the write. */
  read: (written: {
    id: number;
    payment?: { id: number };
    invoice?: { id: number };
    creditNote?: { id: number };
  }) => Promise<string[]>;
}

export function textFields(owner: Owner): TextFields[] {
  const { agent } = owner;
  const json = async (url: string) => (await agent.get(url)).json();
  return [
    {
      name: 'client name, phone, address, city and buyer reference',
      write: (text) =>
        agent.post('/api/clients', {
          name: text,
          email: uniqueEmail(),
          phone: text,
          address: text,
          city: text,
          buyerReference: text,
        }),
      read: async ({ id }) => {
        const got = await json(`/api/clients/${id}`);
        return [got.name, got.phone, got.address, got.city, got.buyerReference];
      },
    },
    {
      name: 'invoice client name, notes, project, buyer reference and line description',
      write: (text) =>
        agent.post('/api/invoices', {
          ...ROUTES['POST /api/invoices'].body!(owner),
          status: 'sent',
          clientName: text,
          notes: text,
          projectDescription: text,
          buyerReference: text,
          lineItems: [{ description: text, quantity: 1, rate: '10.00' }],
        }),
      read: async ({ id }) => {
        const got = await json(`/api/invoices/${id}`);
        expect((await agent.get(`/api/invoices/${id}/pdf`)).statusCode, 'the PDF renders').toBe(200);
        // The XML writer escapes what it writes: each format answers a file or a 422, never a 5xx.
        for (const format of ['cii', 'ubl']) {
          const file = await agent.get(`/api/invoices/${id}/e-invoice?format=${format}`);
          expect([200, 422], `the ${format} e-invoice`).toContain(file.statusCode);
          if (file.statusCode === 200)
            expect(file.body, `the ${format} e-invoice`).toContain('BuyerReference>');
        }
        return [
          got.clientName,
          got.notes,
          got.projectDescription,
          got.buyerReference,
          got.lineItems[0].description,
        ];
      },
    },
    {
      name: 'payment reference and note',
      write: (text) =>
        agent.post(`/api/invoices/${owner.partlyPaid.id}/payments`, {
          ...ROUTES['POST /api/invoices/{id}/payments'].body!(owner),
          amount: '0.01',
          reference: text,
          note: text,
        }),
      read: async ({ payment }) => {
        const list = (await json(`/api/invoices/${owner.partlyPaid.id}/payments`)) as {
          id: number;
          reference: string;
          note: string;
        }[];
        const got = list.find((p) => p.id === payment?.id);
        expect(got, 'the payment is listed').toBeDefined();
        return [got!.reference, got!.note];
      },
    },
    {
      name: 'void reason',
      write: async (text) => {
        const sent = await createTestInvoice(agent, { clientId: owner.client.id, status: 'sent' });
        return agent.post(`/api/invoices/${sent.id}/void`, { reason: text });
      },
      // The answer is { invoice, creditNote }: the void invoice and the credit note that cancels it.
      read: async ({ invoice, creditNote }) => {
        const got = await json(`/api/invoices/${invoice!.id}`);
        expect((await agent.get(`/api/invoices/${invoice!.id}/pdf`)).statusCode, 'the PDF renders').toBe(200);
        return [got.voidReason, (await json(`/api/credit-notes/${creditNote!.id}`)).reason];
      },
    },
    {
      name: 'credit note reason, line description and unit',
      write: async (text) => {
        const sent = await createTestInvoice(agent, { clientId: owner.client.id, status: 'sent' });
        return agent.post(`/api/invoices/${sent.id}/credit-notes`, {
          reason: text,
          lineItems: [{ description: text, quantity: 1, unit: text.slice(0, 20), rate: '1.00' }],
        });
      },
      read: async ({ creditNote }) => {
        const got = await json(`/api/credit-notes/${creditNote!.id}`);
        return [got.reason, got.lineItems[0].description];
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
      name: 'company name, address, city, payment instructions and bank name',
      write: (text) =>
        agent.put('/api/settings', {
          ...ROUTES['PUT /api/settings'].body!(owner),
          companyName: text,
          address: text,
          city: text,
          paymentInstructions: text,
          bankName: text,
        }),
      read: async () => {
        const got = await json('/api/settings');
        return [got.companyName, got.address, got.city, got.paymentInstructions, got.bankName];
      },
    },
  ];
}
