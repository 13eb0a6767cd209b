/**
 * The PDFs the app hands out are Factur-X hybrids when they can be (decision 026): an issued
 * invoice or credit note of an EU company that readiness finds complete. A draft, or a company
 * outside the EU, gets the plain PDF.
 */
import { eInvoiceProblems } from '@shared/e-invoice-readiness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  companyAccount,
  postClient,
  postInvoice,
  postJson,
  US_CLIENT,
  US_COMPANY,
} from '../../../test/e-invoice-api';
import { attachedFiles, pdfFonts } from '../../../test/e-invoice-pdf';
import { eInvoiceXml } from '../../einvoice/e-invoice-xml';
import { loadCreditNoteEInvoiceInput, loadInvoiceEInvoiceInput } from './e-invoice-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lines = [
  { description: 'Design work', quantity: 10, unit: 'hours', rate: '95.00' },
  { description: 'Books', quantity: 3, rate: '2.50', taxRate: 7, taxCategory: 'S' },
];

async function pdfOf(
  agent: { get(url: string): Promise<{ statusCode: number; rawPayload: Buffer }> },
  url: string,
) {
  const res = await agent.get(url);
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('the invoice and credit note PDF as a Factur-X hybrid', () => {
  it("is the hybrid for an issued invoice of a German company, carrying the invoice's XML", async () => {
    const { user, agent } = await companyAccount(t);
    const client = await postClient(agent);
    const invoice = await postInvoice(agent, { clientId: client.id, status: 'sent', lineItems: lines });
    const pdf = await pdfOf(agent, `/api/invoices/${invoice.id}/pdf`);
    const input = await loadInvoiceEInvoiceInput(t.database.db, user.id, invoice.id);
    const xml = attachedFiles(pdf).get('factur-x.xml');
    expect(xml).toBe(eInvoiceXml(input!, 'facturx'));
    expect(xml).toContain(`<ram:ID>${invoice.invoiceNumber}</ram:ID>`);
    expect(xml).toContain('<ram:GrandTotalAmount>1138.53</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:PersonName>Erika Mustermann</ram:PersonName>');
    expect(pdfFonts(pdf).filter((f) => !f.embedded)).toEqual([]);

    // A payment later: the hybrid states what is still due, as the page does.
    await postJson(agent, `/api/invoices/${invoice.id}/payments`, {
      amount: '138.53',
      paidOn: '2026-11-25',
      method: 'bank_transfer',
    });
    const paid = attachedFiles(await pdfOf(agent, `/api/invoices/${invoice.id}/pdf`)).get('factur-x.xml');
    expect(paid).toContain('<ram:TotalPrepaidAmount>138.53</ram:TotalPrepaidAmount>');
    expect(paid).toContain('<ram:DuePayableAmount>1000.00</ram:DuePayableAmount>');
  });

  it('is the hybrid for a credit note (type 381, naming its invoice)', async () => {
    const { user, agent } = await companyAccount(t);
    const client = await postClient(agent);
    const invoice = await postInvoice(agent, { clientId: client.id, status: 'sent', lineItems: lines });
    const { creditNote } = await postJson<{ creditNote: { id: number } }>(
      agent,
      `/api/invoices/${invoice.id}/credit-notes`,
      {
        reason: 'Hours billed twice',
        lineItems: [{ description: 'Design work', quantity: 2, rate: '95.00' }],
      },
    );
    const pdf = await pdfOf(agent, `/api/credit-notes/${creditNote.id}/pdf`);
    const input = await loadCreditNoteEInvoiceInput(t.database.db, user.id, creditNote.id);
    const xml = attachedFiles(pdf).get('factur-x.xml');
    expect(xml).toBe(eInvoiceXml(input!, 'facturx'));
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(`<ram:IssuerAssignedID>${invoice.invoiceNumber}</ram:IssuerAssignedID>`);
  });

  it('is plain for a draft: a draft is not an invoice yet, though it could be written as one', async () => {
    const { user, agent } = await companyAccount(t);
    const client = await postClient(agent);
    const draft = await postInvoice(agent, { clientId: client.id, status: 'draft', lineItems: lines });
    const asDraft = await loadInvoiceEInvoiceInput(t.database.db, user.id, draft.id);
    expect(eInvoiceProblems(asDraft!, 'facturx')).toEqual([]);
    expect(attachedFiles(await pdfOf(agent, `/api/invoices/${draft.id}/pdf`)).size).toBe(0);
    // Issued, the same invoice's PDF is the hybrid.
    expect((await agent.patch(`/api/invoices/${draft.id}`, { status: 'sent' })).statusCode).toBe(200);
    const issued = await pdfOf(agent, `/api/invoices/${draft.id}/pdf`);
    const input = await loadInvoiceEInvoiceInput(t.database.db, user.id, draft.id);
    expect(attachedFiles(issued).get('factur-x.xml')).toBe(eInvoiceXml(input!, 'facturx'));
  });

  it('is plain for a company outside the EU', async () => {
    const { agent } = await companyAccount(t, US_COMPANY);
    const client = await postClient(agent, { ...US_CLIENT, taxTreatment: null });
    const invoice = await postInvoice(agent, {
      clientId: client.id,
      status: 'sent',
      lineItems: [{ description: 'Illustration', quantity: 4, unit: 'hours', rate: '85.00' }],
    });
    expect(attachedFiles(await pdfOf(agent, `/api/invoices/${invoice.id}/pdf`)).size).toBe(0);
  });
});
