/**
 * The Prometheus registry (prom-client) behind GET /metrics. Every SafeGate metric reads the front thread's plain
 * counters (counters.ts) or the pool and store at scrape time, so requests pay nothing for prom-client itself.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { collectDefaultMetrics, Counter, Gauge, Registry, type Metric, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { ACTION_TYPES, LEVELS } from '../engine/types.js';
import type { ScoringPool } from '../pool/scoring-pool.js';
import type { Store } from '../store/store.js';
import { STATUSES, type ArrayHistogram, type MetricCounters } from './counters.js';

export interface MetricSources {
  counters: MetricCounters;
  pool: ScoringPool;
  store: Store;
  dataDir: string;
}

/** A histogram whose buckets live in an ArrayHistogram; prom-client's registry formats it like its own. */
class ArrayHistogramMetric {
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(readonly name: string, readonly help: string, private readonly data: () => ArrayHistogram, private readonly rowLabels: (row: number) => Record<string, string> | undefined) {}

  async get(): Promise<MetricObjectWithValues<MetricValue<string>>> {
    const { bounds, buckets, sums, counts, rows } = this.data();
    const values: MetricValue<string>[] = [];
    for (let row = 0; row < rows; row++) {
      const labels = this.rowLabels(row);
      if (labels === undefined || counts[row] === 0) continue;
      let cumulative = 0;
      for (let b = 0; b <= bounds.length; b++) {
        cumulative += buckets[row * (bounds.length + 1) + b]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: b < bounds.length ? bounds[b]! : '+Inf' }, value: cumulative } as MetricValue<string>);
      }
      values.push({ metricName: `${this.name}_sum`, labels, value: sums[row]! } as MetricValue<string>);
      values.push({ metricName: `${this.name}_count`, labels, value: counts[row]! } as MetricValue<string>);
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator } as unknown as MetricObjectWithValues<MetricValue<string>>;
  }
}

export function buildRegistry(sources: MetricSources): Registry {
  const { counters, pool, store } = sources;
  const register = new Registry();
  collectDefaultMetrics({ register });
  const columns = STATUSES.length + 1;
  new Counter({
    name: 'safegate_http_requests_total', help: 'HTTP requests answered on the main port, by route and status', labelNames: ['route', 'status'], registers: [register],
    collect() {
      this.reset();
      counters.requests.forEach((n, i) => {
        if (n > 0) this.inc({ route: counters.routes[Math.floor(i / columns)]!, status: i % columns < STATUSES.length ? String(STATUSES[i % columns]) : 'other' }, n);
      });
    },
  });
  register.registerMetric(new ArrayHistogramMetric('safegate_http_request_duration_seconds', 'Time from routing a request to writing its reply, by route; one request in 8 of each route is timed', () => counters.latency, (row) => ({ route: counters.routes[row]! })) as unknown as Metric);
  new Counter({
    name: 'safegate_checks_total', help: 'Actions scored, by action type and level', labelNames: ['type', 'level'], registers: [register],
    collect() {
      this.reset();
      counters.checks.forEach((n, i) => {
        if (n > 0) this.inc({ type: ACTION_TYPES[Math.floor(i / LEVELS.length)]!, level: LEVELS[i % LEVELS.length]! }, n);
      });
    },
  });
  register.registerMetric(new ArrayHistogramMetric('safegate_batch_actions', 'Actions per POST /v2/check/batch request', () => counters.batchSizes, () => ({})) as unknown as Metric);
  gauge(register, 'safegate_pool_queue_depth', 'Check requests (a batch counts once) admitted and waiting for a worker slot', () => pool.queued);
  gauge(register, 'safegate_pool_tasks_in_flight', 'Scoring tasks handed to workers and not yet answered', () => pool.tasksInFlight);
  gauge(register, 'safegate_pool_threads', 'Scoring worker threads', () => pool.threads);
  counter(register, 'safegate_pool_tasks_total', 'Scoring tasks sent to the workers', () => pool.stats.tasks);
  counter(register, 'safegate_pool_actions_total', 'Actions sent to the workers', () => pool.stats.actions);
  counter(register, 'safegate_scoring_microseconds_total', 'Wall-clock microseconds the workers spent scoring (inside their scoring loops)', () => Math.round(pool.stats.scoringMicros));
  counter(register, 'safegate_scoring_failures_total', 'Actions whose scoring threw (answered 500 INTERNAL_ERROR)', () => counters.scoringFailures);
  new Counter({
    name: 'safegate_rate_limited_total', help: 'Requests refused with 429, by what was limited (a key, or a client address)', labelNames: ['by'], registers: [register],
    collect() {
      this.reset();
      this.inc({ by: 'key' }, counters.rateLimited.key);
      this.inc({ by: 'address' }, counters.rateLimited.address);
    },
  });
  gauge(register, 'safegate_lmdb_size_bytes', 'Size of the LMDB data file under DATA_DIR', () => fileSize(join(sources.dataDir, 'data.mdb')));
  gauge(register, 'safegate_ready', '1 when GET /v2/ready would answer 200', () => (pool.ready && store.isOpen() ? 1 : 0));
  return register;
}

function gauge(register: Registry, name: string, help: string, read: () => number): void {
  new Gauge({ name, help, registers: [register], collect() { this.set(read()); } });
}

function counter(register: Registry, name: string, help: string, read: () => number): void {
  new Counter({ name, help, registers: [register], collect() { this.reset(); this.inc(read()); } });
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
