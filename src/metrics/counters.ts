/**
 * The counts behind GET /metrics, kept as plain typed arrays on the front thread: a request costs one clock read and
 * three array increments, and prom-client reads the arrays only when scraped (see registry.ts).
 */
import { ACTION_TYPES, LEVELS } from '../engine/types.js';
import type { CheckEvent } from '../checks/observers.js';

/** Request latency buckets, seconds (upper bounds; +Inf is implied). */
export const LATENCY_BOUNDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;
/** Actions per batch request (upper bounds). */
export const BATCH_BOUNDS = [1, 2, 5, 10, 25, 50, 100] as const;
/**
 * One request in this many of each route is timed for the latency histogram (the first, the ninth, …). A clock read
 * costs about 0.24 µs on the machine this was measured on, two per timed request; every request is still counted in
 * the requests counter.
 */
export const TIME_EVERY = 8;

/** Statuses counted by name; any other lands in the `other` column. */
export const STATUSES = [200, 201, 204, 400, 401, 403, 404, 405, 409, 413, 429, 500, 503] as const;

const STATUS_SLOT = new Int8Array(600).fill(STATUSES.length);
STATUSES.forEach((s, i) => { STATUS_SLOT[s] = i; });
const TYPE_SLOT = new Map<string, number>(ACTION_TYPES.map((t, i) => [t, i]));
const LEVEL_SLOT = new Map<string, number>(LEVELS.map((l, i) => [l, i]));

export type RateLimitedBy = 'key' | 'address';

/** A histogram as counts per bucket (the last slot is +Inf), a sum and a count, per label row. */
export class ArrayHistogram {
  readonly buckets: Float64Array;
  readonly sums: Float64Array;
  readonly counts: Float64Array;

  constructor(readonly bounds: readonly number[], readonly rows: number) {
    this.buckets = new Float64Array(rows * (bounds.length + 1));
    this.sums = new Float64Array(rows);
    this.counts = new Float64Array(rows);
  }

  observe(row: number, value: number): void {
    const bounds = this.bounds;
    let b = 0;
    while (b < bounds.length && value > bounds[b]!) b++;
    this.buckets[row * (bounds.length + 1) + b]!++;
    this.sums[row]! += value;
    this.counts[row]!++;
  }
}

export class MetricCounters {
  /** Route labels; row 0 is `unmatched` (404s, refusals before routing). Set by bindRoutes. */
  routes: string[] = ['unmatched'];
  private readonly routeRow = new Map<object, number>();
  /** [route][status slot] request counts. */
  requests = new Float64Array(STATUSES.length + 1);
  latency = new ArrayHistogram(LATENCY_BOUNDS, 1);
  /** Requests seen per route, for choosing the ones to time. */
  private ticks = new Uint32Array(1);
  /** [type][level] scored actions. */
  readonly checks = new Float64Array(ACTION_TYPES.length * LEVELS.length);
  readonly batchSizes = new ArrayHistogram(BATCH_BOUNDS, 1);
  readonly rateLimited = { key: 0, address: 0 };
  /** Actions whose scoring threw (answered 500 INTERNAL_ERROR). */
  scoringFailures = 0;

  /** Gives every route of the router its row (before the server starts: the router is built after the services). */
  bindRoutes(routes: readonly { method: string; path: string }[]): void {
    this.routes = ['unmatched', ...routes.map((r) => `${r.method} ${r.path}`)];
    routes.forEach((r, i) => this.routeRow.set(r, i + 1));
    this.requests = new Float64Array(this.routes.length * (STATUSES.length + 1));
    this.latency = new ArrayHistogram(LATENCY_BOUNDS, this.routes.length);
    this.ticks = new Uint32Array(this.routes.length);
  }

  /** The row of a route object from the router (0 when unknown). */
  rowOf(route: object | undefined): number {
    return route === undefined ? 0 : (this.routeRow.get(route) ?? 0);
  }

  /** Whether this request of the route is one to time (see TIME_EVERY). */
  shouldTime(row: number): boolean {
    return this.ticks[row]!++ % TIME_EVERY === 0;
  }

  /** One answered request: its route row, status, and when timed (started > 0) the performance.now() it was routed at. */
  request(row: number, status: number, started: number): void {
    this.requests[row * (STATUSES.length + 1) + (STATUS_SLOT[status] ?? STATUSES.length)]!++;
    if (started > 0) this.latency.observe(row, (performance.now() - started) / 1000);
  }

  /** The check observer: scored actions by type and level, and batch sizes. */
  readonly observeChecks = (event: CheckEvent): void => {
    const levels = LEVELS.length;
    for (let i = 0; i < event.results.length; i++) {
      const type = TYPE_SLOT.get(event.inputs[i]!.type);
      const level = LEVEL_SLOT.get(event.results[i]!.summary.level);
      if (type !== undefined && level !== undefined) this.checks[type * levels + level]!++;
    }
    if (event.route === 'batch') this.batchSizes.observe(0, event.inputs.length);
  };
}
