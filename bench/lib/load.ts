import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
}

export interface LoadOptions {
  /** Seconds per route; bounded so a run always ends. */
  duration: number;
  connections: number;
  headers?: Record<string, string>;
}

/** Loads one route on loopback with autocannon (its own worker thread, so the server keeps its event loop). */
export async function load(
  origin: string,
  label: string,
  path: string,
  opts: LoadOptions,
): Promise<LoadResult> {
  const url = new URL(path, origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    throw new Error('benchmarks run on loopback only');
  const result = await autocannon({
    url: url.toString(),
    connections: opts.connections,
    duration: opts.duration,
    workers: 1,
    timeout: 30,
    headers: opts.headers,
  });
  return {
    label,
    path,
    connections: opts.connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The nearest-rank q-quantile of values sorted ascending: the ⌈q·n⌉-th smallest, so the p99 of 100
 * calls is the 99th and the p95 of 20 clicks the 19th (not the slowest one).
 */
export const nearestRank = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** The nearest-rank q-quantile of unsorted values (NaN for none). */
export const quantile = (values: number[], q: number): number =>
  values.length
    ? nearestRank(
        [...values].sort((a, b) => a - b),
        q,
      )
    : Number.NaN;

/** Server-side time of a function, called `runs` times one after another: p50 and p99 in ms. */
export async function timeCalls(runs: number, fn: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => nearestRank(times, q);
  return { p50: at(0.5), p99: at(0.99), mean: times.reduce((a, b) => a + b, 0) / times.length };
}

export const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Count, p50, p99 and max of a sample of timings (ms), nearest-rank. */
export function quantiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => nearestRank(sorted, q) ?? 0;
  return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}
