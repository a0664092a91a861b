import type { TierLimit } from '../config.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface Counter {
  minute: number;
  minuteCount: number;
  day: number;
  dayCount: number;
}

export interface LimitState {
  limit: number;
  remaining: number;
  /** Unix seconds at which the minute window ends. */
  reset: number;
  dailyLimit: number;
  dailyRemaining: number;
  allowed: boolean;
  /** Seconds until the window that blocks this request reopens (only when not allowed). */
  retryAfter: number;
}

/**
 * Fixed windows, in memory on the front thread: the minute window starts at the top of the minute, the day
 * window at 00:00 UTC. Single-threaded, so N concurrent requests against a limit L admit exactly min(N, L).
 * A refused request does not consume the window.
 */
export class RateLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => number = Date.now) {}

  private counter(principal: string, minute: number, day: number): Counter {
    let c = this.counters.get(principal);
    if (c === undefined) {
      c = { minute, minuteCount: 0, day, dayCount: 0 };
      this.counters.set(principal, c);
    }
    if (c.minute !== minute) { c.minute = minute; c.minuteCount = 0; }
    if (c.day !== day) { c.day = day; c.dayCount = 0; }
    return c;
  }

  /** Consumes one request when allowed (or only reads the state when consume is false). */
  take(principal: string, tier: TierLimit, consume = true): LimitState {
    const t = this.now();
    const minute = Math.floor(t / MINUTE_MS);
    const day = Math.floor(t / DAY_MS);
    const c = this.counter(principal, minute, day);
    const minuteFull = c.minuteCount >= tier.perMinute;
    const dayFull = c.dayCount >= tier.perDay;
    const allowed = !minuteFull && !dayFull;
    if (allowed && consume) { c.minuteCount++; c.dayCount++; }
    const reset = (minute + 1) * (MINUTE_MS / 1000);
    let retryAfter = 0;
    if (!allowed) {
      const untilMinute = Math.ceil(((minute + 1) * MINUTE_MS - t) / 1000);
      const untilDay = Math.ceil(((day + 1) * DAY_MS - t) / 1000);
      retryAfter = Math.max(1, dayFull ? untilDay : untilMinute);
    }
    return {
      limit: tier.perMinute,
      remaining: Math.max(0, tier.perMinute - c.minuteCount),
      reset,
      dailyLimit: tier.perDay,
      dailyRemaining: Math.max(0, tier.perDay - c.dayCount),
      allowed,
      retryAfter,
    };
  }

  /** Drops counters whose windows have passed, so idle clients do not accumulate. */
  sweep(): void {
    const t = this.now();
    const minute = Math.floor(t / MINUTE_MS);
    const day = Math.floor(t / DAY_MS);
    for (const [k, c] of this.counters) {
      if (c.day !== day || (c.minute !== minute && c.dayCount === 0)) this.counters.delete(k);
    }
  }

  get size(): number {
    return this.counters.size;
  }
}
