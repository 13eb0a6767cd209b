import fs from 'node:fs';
import { it } from 'vitest';
import { testInvoiceDocument } from '../../test/invoice-document';
import { renderDocument } from './invoice-document';

it('x', async () => {
  fs.writeFileSync(
    '/tmp/docs/a1.pdf',
    await renderDocument(testInvoiceDocument(1, { language: 'de', notes: 'Numéro d’avoir' })),
  );
  fs.writeFileSync(
    '/tmp/docs/a2.pdf',
    await renderDocument(
      testInvoiceDocument(1, { language: 'fr', locale: 'fr-FR', notes: 'Numéro d’avoir' }),
    ),
  );
});
