import type { KeyStore } from './auth/keys.js';
import type { CheckObserver } from './checks/observers.js';
import type { Config } from './config.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { Logger } from './log.js';
import type { PolicyStore } from './policies/policy-store.js';
import type { ScoringPool } from './pool/scoring-pool.js';
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
  /** Account policies; the check path asks it for the caller's active one. */
  policies: PolicyStore;
  webhooks: WebhookService;
  /** Called after every check reply has gone out (usage, webhooks, feed counts, metrics); see checks/observers.ts. */
  checkObservers: CheckObserver[];
  transport: { build: string; version: string };
  startedAt: number;
  version: string;
}
