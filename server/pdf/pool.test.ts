import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Document } from '../../shared/document';
import { E_INVOICE_CASES } from '../../test/e-invoice-documents';
import { attachedFiles } from '../../test/e-invoice-pdf';
import { testInvoiceDocument } from '../../test/invoice-document';
import { eInvoiceXml } from '../einvoice/e-invoice-xml';
import { PdfPool, POOL_BUSY, USER_BUSY, VISITOR_BUSY } from './pool';

const document = (lines: number) => ({ document: testInvoiceDocument(lines) });

let pool: PdfPool | undefined;
afterEach(() => pool?.close());

describe('PDF pool', () => {
  it('renders in a worker thread and hands back the PDF', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 4, perUser: 2 });
    const pdf = await pool.render(document(3), { userId: 'u1' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.stats()).toEqual({ started: 1, threads: 1, running: 0, queued: 0 });
  });

  it('makes the hybrid in the thread when the job carries a ready e-invoice input, the plain PDF otherwise', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 4, perUser: 4 });
    const input = E_INVOICE_CASES['one-rate'];
    const [hybrid, plain] = await Promise.all([
      pool.render({ document: input.document, eInvoice: input }),
      pool.render({ document: input.document }),
    ]);
    expect(attachedFiles(hybrid).get('factur-x.xml')).toBe(eInvoiceXml(input, 'facturx'));
    expect(attachedFiles(plain).size).toBe(0);
  });

  it('writes an e-invoice XML in a thread, counted against the account like a PDF', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 4, perUser: 1 });
    const input = E_INVOICE_CASES['one-rate'];
    const job = { document: input.document, eInvoice: input, xml: 'xrechnung-cii' } as const;
    const first = pool.render(document(40), { userId: 'u1' }); // the one render u1 may have
    await expect(pool.render(job, { userId: 'u1' })).rejects.toMatchObject({ statusCode: 429 });
    await first;
    const xml = await pool.render(job, { userId: 'u1' });
    expect(xml.toString('utf8')).toBe(eInvoiceXml(input, 'xrechnung-cii'));
  });

  it('answers 429 past the per-account limit and 503 when the queue is full, then serves again', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 1, perUser: 1 });
    const first = pool.render(document(40), { userId: 'u1' }); // runs
    await expect(pool.render(document(1), { userId: 'u1' })).rejects.toMatchObject({
      statusCode: 429,
      message: USER_BUSY,
    });
    const queued = pool.render(document(1), { userId: 'u2' }); // waits for the one thread
    expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
    await expect(pool.render(document(1), { userId: 'u3' })).rejects.toMatchObject({
      statusCode: 503,
      message: POOL_BUSY,
    });

    expect((await first).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await queued).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await pool.render(document(1), { userId: 'u1' });
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps render capacity for queued mail: requests never refuse it, and it takes the next free thread', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 1, perUser: 1, mailQueue: 1 });
    const order: string[] = [];
    const done = (name: string) => (pdf: Buffer | undefined) => {
      expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
      order.push(name);
    };
    const first = pool.render(document(40), { userId: 'u1' }).then(done('u1')); // runs
    const queued = pool.render(document(1), { userId: 'u2' }).then(done('u2')); // fills the requests' queue
    await expect(pool.render(document(1), { userId: 'u3' })).rejects.toMatchObject({ statusCode: 503 });
    // The worker's render (no account asked for it just now) still gets a place, ahead of the requests.
    const mail = pool.render(document(1)).then(done('mail'));
    expect(pool.stats()).toMatchObject({ running: 1, queued: 2 });
    // Its own places are bounded too.
    await expect(pool.render(document(1))).rejects.toMatchObject({ statusCode: 503, message: POOL_BUSY });
    await Promise.all([first, queued, mail]);
    expect(order).toEqual(['u1', 'mail', 'u2']);
  });

  it('takes turns between accounts: a render of another account waits at most for the one in progress', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 8, perUser: 3 });
    const order: string[] = [];
    const done = (name: string) => (pdf: Buffer | undefined) => {
      expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
      order.push(name);
    };
    // One account keeps its three allowed renders of a long draft busy: one runs, two wait.
    const flood = [1, 2, 3].map((n) => pool!.render(document(60), { userId: 'u1' }).then(done(`u1-${n}`)));
    // Another account's small render, asked for after them, goes next.
    const small = pool.render(document(1), { userId: 'u2' }).then(done('u2'));
    const third = pool.render(document(1), { userId: 'u3' }).then(done('u3'));
    await Promise.all([...flood, small, third]);
    expect(order).toEqual(['u1-1', 'u2', 'u3', 'u1-2', 'u1-3']);
  });

  it('takes turns again once an account has had one: an account with fewer renders running goes first', async () => {
    pool = new PdfPool({ size: 2, maxQueue: 8, perUser: 4 });
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    // Each render's document is read only when the test lets it: renders end in the order the test says.
    const loader = (name: string) => async () => {
      started.push(name);
      await new Promise<void>((release) => gates.set(name, release));
      return document(1);
    };
    const renders = new Map<string, Promise<unknown>>();
    for (const [account, n] of [
      ['u1', 1],
      ['u1', 2],
      ['u1', 3],
      ['u1', 4],
      ['u2', 1],
      ['u2', 2],
    ] as const) {
      const name = `${account}-${n}`;
      renders.set(name, pool.render(loader(name), { userId: account }));
    }
    const finish = async (name: string) => {
      await vi.waitFor(() => expect(gates.has(name)).toBe(true));
      gates.get(name)!();
      await renders.get(name);
    };
    expect(started).toEqual(['u1-1', 'u1-2']); // u1 took both idle threads
    await finish('u1-1'); // u1 has one running, u2 none: u2 goes
    await finish('u1-2'); // u1 none, u2 one: u1 goes
    await finish('u2-1'); // u1 one, u2 none: u2 goes
    await finish('u1-3');
    await finish('u2-2');
    await finish('u1-4');
    // First in, first out would have been u1-1, u1-2, u1-3, u1-4, u2-1, u2-2.
    expect(started).toEqual(['u1-1', 'u1-2', 'u2-1', 'u1-3', 'u2-2', 'u1-4']);
  });

  it("counts an outsider's renders apart from the owner's: a flood through a public link leaves the owner's own", async () => {
    pool = new PdfPool({ size: 1, maxQueue: 8, perUser: 2 });
    const outsiders = [1, 2].map(() => pool!.render(document(40), { userId: 'u1', outsider: true }));
    await expect(pool.render(document(1), { userId: 'u1', outsider: true })).rejects.toMatchObject({
      statusCode: 429,
      message: VISITOR_BUSY,
    });
    const own = pool.render(document(1), { userId: 'u1' });
    const order: string[] = [];
    await Promise.all([
      ...outsiders.map((p) => p.then(() => order.push('outsider'))),
      own.then(() => order.push('owner')),
    ]);
    expect(order).toEqual(['outsider', 'owner', 'outsider']);
  });

  it('rejects a render that fails in the thread and keeps serving', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 1, perUser: 1 });
    const broken = { document: { ...testInvoiceDocument(1), lines: null } as unknown as Document };
    await expect(pool.render(broken, { userId: 'u1' })).rejects.toThrow(/PDF rendering failed/);
    expect((await pool.render(document(1), { userId: 'u1' })).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads a queued document only once a thread is free to print it', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 4, perUser: 5 });
    const loaded: string[] = [];
    const loader = (name: string, lines: number) => async () => {
      loaded.push(name);
      return document(lines);
    };
    const first = pool.render(loader('first', 40));
    const second = pool.render(loader('second', 1));
    expect(pool.stats()).toMatchObject({ running: 1, queued: 1 });
    await new Promise((r) => setImmediate(r));
    expect(loaded).toEqual(['first']);
    expect((await first)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await second)?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(loaded).toEqual(['first', 'second']);
  });

  it('answers undefined when the loader finds nothing, passes its error on, and frees the thread', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 4, perUser: 1 });
    await expect(pool.render(async () => undefined, { userId: 'u1' })).resolves.toBeUndefined();
    await expect(
      pool.render(
        async () => {
          throw new Error('database gone');
        },
        { userId: 'u1' },
      ),
    ).rejects.toThrow('database gone');
    const pdf = await pool.render(async () => document(1), { userId: 'u1' });
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.stats()).toMatchObject({ threads: 1, running: 0, queued: 0 });
  });

  it.runIf(process.platform === 'linux')(
    'runs its threads at a lower priority than the event loop',
    async () => {
      pool = new PdfPool({ size: 1, maxQueue: 1, perUser: 1 });
      await pool.render(document(1));
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the parenthesised name).
      const nice = (tid: string) =>
        Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
      const values = fs.readdirSync('/proc/self/task').map(nice);
      expect(nice(String(process.pid))).toBe(0);
      expect(values).toContain(10);
    },
  );

  it('refuses waiting renders when closed', async () => {
    pool = new PdfPool({ size: 1, maxQueue: 2, perUser: 5 });
    const running = pool.render(document(40));
    const waiting = pool.render(document(1));
    const refused = Promise.all([
      expect(waiting).rejects.toThrow(/closed/),
      expect(running).rejects.toThrow(/closed/),
    ]);
    await pool.close();
    await refused;
    await expect(pool.render(document(1))).rejects.toThrow(/closed/);
  });
});
