/**
 * One HTTP attempt of a delivery, through undici: a pooled keep-alive Agent (connections to a receiver are reused
 * across deliveries), a bound on connect, headers and body, no redirects (undici follows none unless told to, so
 * a 3xx is simply a failed attempt), and, unless private targets are allowed, the SSRF guard's lookup on every
 * new connection.
 */
import { Agent, request } from 'undici';
import { guardedLookup, literalRefusal } from './ssrf.js';

export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'failed'; status: number; retryAfterMs: number | undefined; error: string | undefined }
  | { kind: 'aborted' };

/** Only so much of a receiver's answer is read; the rest is discarded with the connection. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export class DeliveryClient {
  private readonly agent: Agent;
  /** Attempts in flight, so shutdown can cut them short (one controller each: no listener piles up anywhere). */
  private readonly inFlight = new Set<AbortController>();
  private stopped = false;

  constructor(private readonly timeoutMs: number, private readonly guard: boolean, connectionsPerOrigin: number) {
    this.agent = new Agent({
      connect: { timeout: timeoutMs, ...(guard ? { lookup: guardedLookup() } : {}) },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 4_000,
      connections: connectionsPerOrigin,
    });
  }

  /** One POST, bounded by the timeout; `abortAll` cuts it short at shutdown (the delivery then stays queued). */
  async post(url: URL, headers: Record<string, string>, body: string): Promise<AttemptOutcome> {
    if (this.guard) {
      const refusal = literalRefusal(url);
      if (refusal) return { kind: 'failed', status: 0, retryAfterMs: undefined, error: refusal };
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out')), this.timeoutMs);
    this.inFlight.add(controller);
    try {
      const res = await request(url, { dispatcher: this.agent, method: 'POST', headers, body, signal: controller.signal });
      await res.body.dump({ limit: MAX_RESPONSE_BYTES }).catch(() => {});
      if (res.statusCode >= 200 && res.statusCode < 300) return { kind: 'delivered', status: res.statusCode };
      const retryAfter = res.statusCode === 429 || res.statusCode === 503 ? parseRetryAfter(res.headers['retry-after']) : undefined;
      return { kind: 'failed', status: res.statusCode, retryAfterMs: retryAfter, error: undefined };
    } catch (err) {
      if (this.stopped) return { kind: 'aborted' };
      return { kind: 'failed', status: 0, retryAfterMs: undefined, error: controller.signal.aborted ? 'timed out' : describe(err) };
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }

  /** Shutdown: every attempt in flight ends now, as `aborted`. */
  abortAll(): void {
    this.stopped = true;
    for (const c of this.inFlight) c.abort(new Error('shutting down'));
  }

  /** Closes idle connections; anything still open is destroyed. */
  async close(): Promise<void> {
    await this.agent.destroy().catch(() => {});
  }
}

function describe(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.code === 'UND_ERR_HEADERS_TIMEOUT' || e.code === 'UND_ERR_BODY_TIMEOUT' || e.code === 'UND_ERR_CONNECT_TIMEOUT') return 'timed out';
  return (e.cause?.message ?? e.message ?? e.code ?? String(err)).slice(0, 200);
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 10.2.3), in milliseconds from now. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v) return undefined;
  if (v.length <= 10 && [...v].every((c) => c >= '0' && c <= '9')) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
