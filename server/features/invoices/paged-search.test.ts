/**
 * GET /api/invoices/paged?q=: the search finds the text within the invoice number, the client's name
 * or the client's email whatever its case and accents ("muller" finds "Müller", "mül" finds
 * "Muller"), through migration 0014's folded, trigram-indexed search_text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoicePage } from '../../../shared/invoices';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';

let t: TestApp;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  ({ agent } = await createTestUser(t.app));
  await saveTestSettings(agent, { invoicePrefix: 'RE', invoiceNumberStart: 41 });
  const clients: [string, string][] = [
    ['Müller & Söhne GmbH', 'kontakt@soehne.example'], // RE-41
    ['Muller Bau', 'bau@muller.example'], // RE-42
    ['MÜLLER-LÜDENSCHEIDT AG', 'info@ml.example'], // RE-43
    ['Åsa Lindström', 'Asa.Lindstrom@Example.se'], // RE-44
    ['Zoë Ångström Café', 'zoe@kaffee.example'], // RE-45
    ['Plain Ltd', 'billing@plain.example'], // RE-46
  ];
  for (const [name, email] of clients) {
    const client = await createTestClient(agent, { name, email });
    await createTestInvoice(agent, { clientId: client.id });
  }
  // Someone else's Müller never shows.
  const other = await createTestUser(t.app);
  const theirs = await createTestClient(other.agent, { name: 'Müller Other', email: 'm@other.example' });
  await createTestInvoice(other.agent, { clientId: theirs.id });
});
afterAll(() => t.close());

async function found(q: string): Promise<string[]> {
  const res = await agent.get(`/api/invoices/paged?q=${encodeURIComponent(q)}&sort=invoiceNumber`);
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as InvoicePage;
  expect(page.total, q).toBe(page.items.length);
  expect(page.counts.draft, q).toBe(page.items.length);
  return page.items.map((i) => i.clientName);
}

const MULLERS = ['Müller & Söhne GmbH', 'Muller Bau', 'MÜLLER-LÜDENSCHEIDT AG'];

describe('searching the paged list ignores case and accents', () => {
  it('finds Müller however it is typed, and Muller from an accented fragment', async () => {
    for (const q of ['muller', 'MULLER', 'Müller', 'MÜLLER', 'müLLer', 'mül', 'MÜL']) {
      expect(await found(q), q).toEqual(MULLERS);
    }
    for (const q of ['lüdenscheidt', 'LUDENSCHEIDT', 'söhne', 'SOHNE']) {
      expect((await found(q)).length, q).toBe(1);
    }
  });

  it('finds Åsa, Ångström and Café without their accents, and with them in other cases', async () => {
    for (const q of ['asa', 'ÅSA', 'Åsa', 'lindstrom', 'LINDSTRÖM'])
      expect(await found(q), q).toEqual(['Åsa Lindström']);
    for (const q of ['angstrom', 'ÅNGSTRÖM', 'zoe', 'ZOË', 'cafe', 'CAFÉ']) {
      expect(await found(q), q).toEqual(['Zoë Ångström Café']);
    }
  });

  it('finds invoice number fragments and emails in any case', async () => {
    expect(await found('re-43')).toEqual(['MÜLLER-LÜDENSCHEIDT AG']);
    expect(await found('E-4')).toHaveLength(6);
    expect(await found('RE-4')).toHaveLength(6);
    expect(await found('example.SE')).toEqual(['Åsa Lindström']);
    expect(await found('BAU@MULLER')).toEqual(['Muller Bau']);
    expect(await found('kontakt@')).toEqual(['Müller & Söhne GmbH']);
  });

  it('takes wildcards literally, also those an accent folding makes, and never matches across fields', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('％')).toEqual([]); // full-width percent folds to "%"
    expect(await found('&')).toEqual(['Müller & Söhne GmbH']);
    // The stored search text holds number, name and email one per line: a search with a line break
    // still matches one field at a time.
    expect(await found('bau\nbau@muller')).toEqual([]);
    expect(await found('re-42\nmuller')).toEqual([]);
    expect(await found('nobody')).toEqual([]);
  });

  it('counts over the search, and a status filter narrows it', async () => {
    const res = await agent.get('/api/invoices/paged?q=MULLER&status=notYetDue');
    expect(res.json()).toMatchObject({ total: 0, items: [], counts: { draft: 3, notYetDue: 0 } });
  });
});
