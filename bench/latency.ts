/**
 * autocannon with exact latency percentiles. autocannon's own percentiles come from a histogram of whole
 * milliseconds: at a p99 of 7 or 8 ms one step is 13-14 %, too coarse for a target of "within 10 %" (7 against 8 ms
 * reads 1.14 whatever the true times were). This keeps every 2xx answer's time (fractional ms, as autocannon measured
 * it) and takes the percentiles from them.
 */
import autocannon, { type Options, type Result } from 'autocannon';

export interface Timed {
  result: Result;
  /** Exact percentiles of the 2xx answers, in ms. */
  p50: number;
  p99: number;
}

export async function timedRun(opts: Options): Promise<Timed> {
  const times: number[] = [];
  const run = autocannon(opts);
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) times.push(ms);
  });
  const result = await run;
  const sorted = Float64Array.from(times).sort();
  const at = (q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
  return { result, p50: at(0.5), p99: at(0.99) };
}
