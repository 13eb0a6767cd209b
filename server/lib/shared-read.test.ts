import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-read';

/** A read the test finishes by hand, numbered in the order reads start. */
function controlledReads() {
  const started: { n: number; finish: (value: string) => void; fail: (err: Error) => void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      const n = started.length + 1;
      started.push({ n, finish: resolve, fail: reject });
    });
  return { started, read };
}

/** Lets every queued promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SharedReads', () => {
  it('answers requests that came during a read with the next read, one for all of them', async () => {
    const reads = new SharedReads<string>();
    const { started, read } = controlledReads();
    const first = reads.read('k', read);
    await settle();
    expect(started).toHaveLength(1);

    // Arrive while read 1 runs: it may have missed a write just committed, so they wait for read 2.
    const waiting = [reads.read('k', read), reads.read('k', read), reads.read('k', read)];
    await settle();
    expect(started).toHaveLength(1);

    started[0].finish('as of read 1');
    expect(await first).toBe('as of read 1');
    await settle();
    expect(started).toHaveLength(2);
    started[1].finish('as of read 2');
    expect(await Promise.all(waiting)).toEqual(['as of read 2', 'as of read 2', 'as of read 2']);

    // Nothing running: the next request reads afresh.
    const later = reads.read('k', read);
    await settle();
    expect(started).toHaveLength(3);
    started[2].finish('as of read 3');
    expect(await later).toBe('as of read 3');
  });

  it('keeps keys apart', async () => {
    const reads = new SharedReads<string>();
    const { started, read } = controlledReads();
    const a = reads.read('a', read);
    const b = reads.read('b', read);
    await settle();
    expect(started).toHaveLength(2);
    started[0].finish('a');
    started[1].finish('b');
    expect([await a, await b]).toEqual(['a', 'b']);
  });

  it('hands a failed read’s error to the requests it served, and the next request reads again', async () => {
    const reads = new SharedReads<string>();
    const { started, read } = controlledReads();
    const first = reads.read('k', read);
    await settle();
    const queued = [reads.read('k', read), reads.read('k', read)];
    started[0].fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    started[1].fail(new Error('still down'));
    for (const q of queued) await expect(q).rejects.toThrow('still down');

    const again = reads.read('k', read);
    await settle();
    expect(started).toHaveLength(3);
    started[2].finish('back');
    expect(await again).toBe('back');
  });
});
