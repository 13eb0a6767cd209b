import { describe, expect, it } from 'vitest';
import { makeDocument } from '../../test/e-invoice-documents';
import { readPdf } from '../../test/pdf-text';
import { renderDocument } from './invoice-document';

describe('the header facts', () => {
  it('print the buyer reference after the dates when the document has one, and no row when it has none', async () => {
    const invoice = { ...makeDocument(), buyerReference: '04011000-12345-34' };
    const { text } = await readPdf(await renderDocument(invoice));
    expect(text).toMatch(/Due date:[\s\S]*Reference:\s*04011000-12345-34[\s\S]*Amount due:/);
    const note = { ...makeDocument({ kind: 'credit_note' }), buyerReference: 'PO 4711' };
    expect((await readPdf(await renderDocument(note))).text).toMatch(
      /Issue date:[\s\S]*Reference:\s*PO 4711[\s\S]*Total credited:/,
    );
    const without = (await readPdf(await renderDocument(makeDocument()))).text;
    expect(without).toContain('Due date:');
    expect(without).not.toContain('Reference:');
  });
});
