declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    timeout?: number;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
