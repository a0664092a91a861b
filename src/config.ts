import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export type Tier = 'free' | 'developer' | 'business' | 'enterprise';
export const TIERS: readonly Tier[] = ['free', 'developer', 'business', 'enterprise'];

export interface TierLimit {
  perMinute: number;
  perDay: number;
}

export const DEFAULT_LIMITS: Readonly<Record<Tier, TierLimit>> = {
  free: { perMinute: 10, perDay: 1_000 },
  developer: { perMinute: 60, perDay: 50_000 },
  business: { perMinute: 300, perDay: 500_000 },
  enterprise: { perMinute: 1_000, perDay: 5_000_000 },
};

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  adminApiKey: string | undefined;
  authRequired: boolean;
  trustProxy: boolean;
  webhookAllowPrivate: boolean;
  workers: number;
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Bound of one LLM call, queueing included (LLM_TIMEOUT_MS); concurrent calls at most (LLM_CONCURRENCY). */
  llmTimeoutMs: number;
  llmConcurrency: number;
  /** Threat feed and stats: counting switch, cache window, privacy threshold, persistence interval. */
  feed: { enabled: boolean; cacheSeconds: number; minAccounts: number; flushMs: number };
  /** How long a telemetry record is kept before the sweep deletes it (TELEMETRY_RETENTION, e.g. 30d). */
  telemetryRetentionMs: number;
  limits: Record<Tier, TierLimit>;
  logLevel: LogLevel;
  maxBodyBytes: number;
  /** How often in-memory usage counters are written to the store. */
  usageFlushMs: number;
  /** Port of the operations listener (metrics, health, ready; HTTP/1.0 too); undefined: none. */
  metricsPort: number | undefined;
  /** Whether requests and checks are counted for GET /metrics. */
  metrics: boolean;
  /** SECOND_OPINION: the learned second opinion (src/engine/learned) runs; the engine reads the variable itself. */
  secondOpinion: boolean;
  /** WARM_UP_MS: the wall-clock bound of each scoring worker's warm-up at start (0: none); the workers read the variable. */
  warmUpMs: number;
  /** Result fields for anonymous requests and keys created without result_format. */
  resultFormat: 'spec' | 'surfinguard';
  sessions: { ttlMs: number; perAccount: number; flushMs: number };
  webhooks: WebhookConfig;
}

/** Webhook delivery knobs; README "Webhooks" lists the variables and defaults. */
export interface WebhookConfig {
  allowPrivate: boolean;
  timeoutMs: number;
  maxPerAccount: number;
  /** Pending deliveries kept per webhook; past it the oldest are dropped and counted. */
  outboxMax: number;
  concurrency: number;
  perWebhookConcurrency: number;
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** A delivery is retried until this long after it was queued. */
  retryWindowMs: number;
  /** How long check events gather in memory before one LMDB write appends them to the outbox. */
  flushMs: number;
}

export class ConfigError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

function bool(env: Env, name: string, fallback: boolean): boolean {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(`${name} must be true or false, got "${v}"`);
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${v}"`);
  return n;
}

/**
 * WARM_UP_MS: how long (wall clock) each scoring worker may spend warming up at start before it answers its first
 * probe (src/engine/warm-up.ts); 0 turns the warm-up off. Read by the server's configuration (which validates it) and by
 * the workers themselves, which share the environment.
 */
export function warmUpMsOf(env: Env): number {
  return int(env, 'WARM_UP_MS', 2000, 0, 5_000);
}

const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration such as 30d, 12h, 90m or 45s, in milliseconds. */
function duration(env: Env, name: string, fallback: string): number {
  const v = (env[name] ?? '').trim() || fallback;
  const m = /^(\d{1,6})([smhd])$/.exec(v);
  const ms = m ? Number(m[1]) * DURATION_UNITS[m[2]!]! : 0;
  if (ms <= 0) throw new ConfigError(`${name} must be a positive duration such as 30d, 12h, 90m or 45s, got "${v}"`);
  return ms;
}

function parseLimits(raw: string | undefined): Record<Tier, TierLimit> {
  const limits: Record<Tier, TierLimit> = structuredClone(DEFAULT_LIMITS) as Record<Tier, TierLimit>;
  if (raw === undefined || raw.trim() === '') return limits;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('RATE_LIMITS must be JSON, e.g. {"enterprise":{"perMinute":100000,"perDay":10000000}}');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('RATE_LIMITS must be a JSON object keyed by tier');
  for (const [tier, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!TIERS.includes(tier as Tier)) throw new ConfigError(`RATE_LIMITS: unknown tier "${tier}" (tiers: ${TIERS.join(', ')})`);
    const v = value as Partial<TierLimit> | null;
    for (const field of ['perMinute', 'perDay'] as const) {
      const n = v?.[field];
      if (n === undefined) continue;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw new ConfigError(`RATE_LIMITS.${tier}.${field} must be a positive integer`);
      limits[tier as Tier][field] = n;
    }
  }
  return limits;
}

function resultFormat(raw: string | undefined): 'spec' | 'surfinguard' {
  const v = raw?.trim().toLowerCase() || 'spec';
  if (v !== 'spec' && v !== 'surfinguard') throw new ConfigError('RESULT_FORMAT must be spec or surfinguard');
  return v;
}

export function loadConfig(env: Env = process.env): Config {
  const adminApiKey = env.ADMIN_API_KEY?.trim() || undefined;
  if (adminApiKey !== undefined && !/^sg_(live|test)_[A-Za-z0-9_-]{16,200}$/.test(adminApiKey)) {
    throw new ConfigError('ADMIN_API_KEY must look like sg_live_… or sg_test_… (at least 16 characters after the prefix)');
  }
  const level = (env.LOG_LEVEL ?? 'info').toLowerCase();
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(level)) throw new ConfigError(`LOG_LEVEL must be debug, info, warn, error or silent`);
  const llmBase = env.LLM_BASE_URL?.trim();
  const llmKey = env.LLM_API_KEY?.trim();
  const llmModel = env.LLM_MODEL?.trim();
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    adminApiKey,
    authRequired: bool(env, 'AUTH_REQUIRED', false),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    webhookAllowPrivate: bool(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    workers: int(env, 'WORKERS', Math.max(1, availableParallelism() - 1), 1, 256),
    llm: llmBase && llmKey && llmModel ? { baseUrl: llmBase, apiKey: llmKey, model: llmModel } : undefined,
    limits: parseLimits(env.RATE_LIMITS),
    logLevel: level as LogLevel,
    maxBodyBytes: int(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    usageFlushMs: int(env, 'USAGE_FLUSH_MS', 2000, 50, 60_000),
    llmTimeoutMs: int(env, 'LLM_TIMEOUT_MS', 3000, 50, 120_000),
    llmConcurrency: int(env, 'LLM_CONCURRENCY', 4, 1, 256),
    feed: {
      enabled: bool(env, 'FEED_ENABLED', true),
      cacheSeconds: int(env, 'FEED_CACHE_SECONDS', 300, 1, 86_400),
      minAccounts: int(env, 'FEED_MIN_ACCOUNTS', 2, 2, 1_000),
      flushMs: int(env, 'FEED_FLUSH_MS', 60_000, 100, 3_600_000),
    },
    telemetryRetentionMs: duration(env, 'TELEMETRY_RETENTION', '30d'),
    metricsPort: env.METRICS_PORT?.trim() ? int(env, 'METRICS_PORT', 0, 0, 65535) : undefined,
    metrics: bool(env, 'METRICS', true),
    secondOpinion: bool(env, 'SECOND_OPINION', true),
    warmUpMs: warmUpMsOf(env),
    resultFormat: resultFormat(env.RESULT_FORMAT),
    sessions: {
      ttlMs: int(env, 'SESSION_TTL_S', 86_400, 1, 365 * 86_400) * 1000,
      perAccount: int(env, 'SESSIONS_PER_ACCOUNT', 10_000, 1, 10_000_000),
      flushMs: int(env, 'SESSION_FLUSH_S', 1, 1, 3600) * 1000,
    },
    webhooks: loadWebhookConfig(env),
  };
}

function loadWebhookConfig(env: Env): WebhookConfig {
  return {
    allowPrivate: bool(env, 'WEBHOOK_ALLOW_PRIVATE', false),
    timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 5000, 50, 120_000),
    maxPerAccount: int(env, 'WEBHOOK_MAX_PER_ACCOUNT', 25, 1, 10_000),
    outboxMax: int(env, 'WEBHOOK_OUTBOX_MAX', 10_000, 1, 10_000_000),
    concurrency: int(env, 'WEBHOOK_CONCURRENCY', 32, 1, 4096),
    perWebhookConcurrency: int(env, 'WEBHOOK_PER_WEBHOOK_CONCURRENCY', 4, 1, 1024),
    retryBaseMs: int(env, 'WEBHOOK_RETRY_BASE_MS', 10_000, 1, 3_600_000),
    retryMaxDelayMs: int(env, 'WEBHOOK_RETRY_MAX_DELAY_MS', 900_000, 1, 86_400_000),
    retryWindowMs: int(env, 'WEBHOOK_RETRY_WINDOW_MS', 3_600_000, 0, 7 * 86_400_000),
    flushMs: int(env, 'WEBHOOK_FLUSH_MS', 100, 1, 10_000),
  };
}
