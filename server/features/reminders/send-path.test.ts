/**
 * The request side of a send (issue #22 items 2 and 6): every limit is checked before the PDF is
 * rendered, every render a send causes counts against its account in the PDF pool, and the PDF
 * attached prints the same version of the invoice as the email's text.
 */
import { and, eq } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../shared/currency';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';
import { readPdf } from '../../../test/pdf-text';
import { emailOutbox } from '../../db/schema';
import { type DocumentSource, PdfPool, type RenderOptions, USER_BUSY } from '../../pdf/pool';
import { sendReminder } from './send-reminder';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Render = (this: PdfPool, source: DocumentSource, opts?: RenderOptions) => Promise<Buffer | undefined>;
const realRender = PdfPool.prototype.render as Render;

/**
 * Watches the pool: each render's account (undefined: not counted against one), and lets a test run
 * `around` a render's loading (hold it, or change the invoice while it prints).
 */
function watchRenders(around?: (load: () => Promise<unknown>, userId?: string) => Promise<void>) {
  const calls: (string | undefined)[] = [];
  vi.spyOn(PdfPool.prototype, 'render').mockImplementation(function (
    this: PdfPool,
    source: DocumentSource,
    opts?: RenderOptions,
  ) {
    calls.push(opts?.userId);
    if (!around) return realRender.call(this, source, opts);
    // A send renders the print it read before (docs/decisions/033): `around` runs after that read.
    if (typeof source !== 'function') {
      return around(async () => {}, opts?.userId).then(() => realRender.call(this, source, opts));
    }
    const wrapped = async () => {
      let loaded: Awaited<ReturnType<typeof source>>;
      await around(async () => {
        loaded = await source();
      }, opts?.userId);
      return loaded;
    };
    return realRender.call(this, wrapped, opts);
  } as Render);
  return calls;
}

async function queuedMail(invoiceId: number) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.invoiceId, invoiceId), eq(emailOutbox.kind, 'invoice')));
  expect(rows).toHaveLength(1);
  return PostalMime.parse(rows[0].raw!);
}

const lines = (rate: string) => [
  { description: 'Design work', quantity: 10, rate: '85.00' },
  { description: 'Late addition', quantity: 1, rate },
];

describe('limits come before any render (item 2)', () => {
  it('a flood of sends over the per-invoice daily cap renders nothing and answers 429', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const renders = watchRenders();
    for (let i = 0; i < 3; i++) {
      const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
      expect(res.statusCode).toBe(200);
    }
    // The first send renders; the next two attach the PDF kept since (documents/kept-pdfs.ts).
    expect(renders).toHaveLength(1);
    const flood = await Promise.all(
      Array.from({ length: 6 }, () =>
        agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' }),
      ),
    );
    expect(flood.map((r) => r.statusCode)).toEqual(Array(6).fill(429));
    expect(flood[0].json().message).toMatch(/already emailed 3 times by hand today/);
    expect(renders).toHaveLength(1);
  });

  it('refuses a paid invoice without rendering it', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    expect((await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' })).statusCode).toBe(200);
    const renders = watchRenders();
    const res = await agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' });
    expect(res.statusCode).toBe(422);
    expect(renders).toHaveLength(0);
  });

  it('counts every render a send causes against its account, so a flood never takes the pool from another', async () => {
    const flooder = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const invoice = await createTestInvoice(flooder.agent, { status: 'sent' });
    const theirs = await createTestInvoice(other.agent, { status: 'sent' });
    // Every render waits until the flood is in: the pool holds what the flood put there.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const renders = watchRenders(async (load) => {
      await gate;
      await load();
    });
    let settled = 0;
    const flood = Array.from({ length: 40 }, () =>
      flooder.agent.post(`/api/invoices/${invoice.id}/reminder`, { reminderType: 'manual' }).finally(() => {
        settled++;
      }),
    );
    await vi.waitFor(() => expect(renders.length + settled).toBeGreaterThanOrEqual(40), {
      timeout: 20_000,
      interval: 20,
    });
    const download = other.agent.get(`/api/invoices/${theirs.id}/pdf`);
    // The download is in the pool (or already refused) before the renders go on.
    await vi.waitFor(() => expect(renders.length + settled).toBeGreaterThanOrEqual(41), { timeout: 20_000 });
    open();
    const [answers, pdf] = await Promise.all([Promise.all(flood), download]);

    expect(pdf.statusCode).toBe(200);
    expect(renders.filter((userId) => userId !== flooder.user.id && userId !== other.user.id)).toEqual([]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c !== 200).every((c) => c === 429)).toBe(true);
    expect(answers.find((r) => r.statusCode === 429)?.json().message).toBe(USER_BUSY);
  });
});

describe('the attachment prints the version the email describes (item 6)', () => {
  async function draftWithEdit(agent: Agent) {
    const invoice = await createTestInvoice(agent, { status: 'draft', lineItems: lines('100.00') });
    const edit = (rate: string) =>
      agent.put(`/api/invoices/${invoice.id}`, {
        clientId: invoice.clientId,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        status: 'draft',
        projectDescription: 'Website redesign',
        lineItems: lines(rate),
      });
    return { invoice, edit };
  }

  it('an edit landing while the PDF renders: the email is built again from the new version', async () => {
    const { agent } = await createTestUser(t.app);
    const { invoice, edit } = await draftWithEdit(agent);
    let edited = false;
    const renders = watchRenders(async (load) => {
      await load();
      // The edit lands after the PDF's document was read and before the email is queued.
      if (edited) return;
      edited = true;
      expect((await edit('1000.00')).statusCode).toBe(200);
    });
    const res = await agent.post(`/api/invoices/${invoice.id}/send`);
    expect(res.statusCode).toBe(200);
    expect(renders).toHaveLength(2);

    const mail = await queuedMail(invoice.id);
    const pdf = mail.attachments.find((a) => a.mimeType === 'application/pdf')!;
    const { text: printed } = await readPdf(Buffer.from(pdf.content as ArrayBuffer));
    const total = (await agent.get(`/api/invoices/${invoice.id}`)).json().total as string;
    // An English invoice of a German company: the email and the PDF write money as British English does.
    const amount = formatMoney(total, invoice.currency, 'en-GB').replaceAll('\u00a0', ' ');
    expect(mail.text?.replaceAll('\u00a0', ' ')).toContain(amount);
    expect(printed).toContain(amount);
    expect(printed).toContain('1,000.00');
  });

  it('an invoice that keeps changing answers 409 and nothing is sent', async () => {
    const { agent } = await createTestUser(t.app);
    const { invoice, edit } = await draftWithEdit(agent);
    let rate = 100;
    watchRenders(async (load) => {
      await load();
      rate += 1;
      expect((await edit(`${rate}.00`)).statusCode).toBe(200);
    });
    const res = await agent.post(`/api/invoices/${invoice.id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/kept changing/);
    const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.invoiceId, invoice.id));
    expect(rows).toEqual([]);
    expect((await agent.get(`/api/invoices/${invoice.id}`)).json().status).toBe('draft');
  });
});

describe('a database lost while the queued email is tried', () => {
  it('answers that the email is queued (not a 503 inviting a second send) and leaves it to the worker', async () => {
    const { agent, user } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, { status: 'sent' });
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const mailer = { ...t.app.deps.mailer, deliver: () => Promise.reject(lost) };
    const sending = sendReminder({ ...t.app.deps, mailer }, user.id, invoice.id, 'manual');
    await expect(sending).rejects.toMatchObject({
      statusCode: 502,
      message: expect.stringMatching(/is queued but not sent yet.*Duely will send it automatically/),
    });
    const queued = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.kind, 'reminder')));
    expect(queued).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });
});
