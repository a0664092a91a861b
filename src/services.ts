import type { KeyStore } from './auth/keys.js';
import type { CheckObserver } from './checks/observers.js';
import type { Config } from './config.js';
import type { Enhancer } from './enhance/enhancer.js';
import type { ThreatIntel } from './intel/intel.js';
import type { TelemetryStore } from './intel/telemetry.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { Logger } from './log.js';
import type { PolicyStore } from './policies/policy-store.js';
import type { ScoringPool } from './pool/scoring-pool.js';
import type { SessionStore } from './sessions/session-store.js';
import type { Store } from './store/store.js';
import type { UsageCounter } from './usage/usage.js';
import type { WebhookService } from './webhooks/service.js';

/** What routes may use; built once in main.ts. */
export interface Services {
  config: Config;
  log: Logger;
  store: Store;
  keys: KeyStore;
  limiter: RateLimiter;
  usage: UsageCounter;
  pool: ScoringPool;
  /** Threat feed and stats counters (fed by a check observer when FEED_ENABLED). */
  intel: ThreatIntel;
  telemetry: TelemetryStore;
  /** LLM second opinion on CAUTION results (`enhance: true`). */
  enhancer: Enhancer;
  /** Account policies; the check path asks it for the caller's active one. */
  policies: PolicyStore;
  webhooks: WebhookService;
  sessions: SessionStore;
  /** Called after every check reply has gone out (usage, webhooks, feed counts, metrics); see checks/observers.ts. */
  checkObservers: CheckObserver[];
  transport: { build: string; version: string };
  startedAt: number;
  version: string;
}
