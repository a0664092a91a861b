import { KeyStore } from './auth/keys.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { Enhancer } from './enhance/enhancer.js';
import { ThreatIntel } from './intel/intel.js';
import { TelemetryStore } from './intel/telemetry.js';
import { startOpsListener } from './http/ops-listener.js';
import { startHttpServer } from './http/server.js';
import { loadUws } from './http/uws.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { createLogger, type Logger } from './log.js';
import { PolicyStore } from './policies/policy-store.js';
import { ScoringPool } from './pool/scoring-pool.js';
import { buildRouter } from './routes/index.js';
import type { Services } from './services.js';
import { SessionStore } from './sessions/session-store.js';
import { openStore } from './store/store.js';
import { UsageCounter } from './usage/usage.js';
import { VERSION } from './version.js';
import { WebhookService } from './webhooks/service.js';

export { VERSION } from './version.js';
const SHUTDOWN_BUDGET_MS = 8_000;

/**
 * ADMIN_API_KEY is registered as an admin key; without it, the first start creates one and prints it once.
 * A revoked ADMIN_API_KEY stays revoked: the start goes on with a warning, and the key keeps answering 401.
 */
async function bootstrapAdmin(config: Config, keys: KeyStore, log: Logger): Promise<void> {
  const revoked = config.adminApiKey ? keys.revokedRecord(config.adminApiKey) : undefined;
  if (revoked) {
    log.warn('ADMIN_API_KEY is a revoked key: it stays revoked and is not registered again; set a new ADMIN_API_KEY or use another administrative key', { id: revoked.id, revoked_at: revoked.revoked_at });
  } else if (config.adminApiKey) {
    if (!keys.authenticate(config.adminApiKey)) {
      const environment = config.adminApiKey.startsWith('sg_test_') ? 'test' : 'live';
      await keys.create({ name: 'admin (ADMIN_API_KEY)', tier: 'enterprise', environment, admin: true, secret: config.adminApiKey });
      log.info('registered ADMIN_API_KEY as an administrative key');
    }
    return;
  }
  if (keys.hasActiveAdmin()) return;
  const { record, secret } = await keys.create({ name: 'admin (bootstrap)', tier: 'enterprise', environment: 'live', admin: true });
  process.stdout.write(`SafeGate administrative API key (shown once, store it now): ${secret}\n`);
  log.info('created bootstrap administrative key', { id: record.id });
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`configuration error: ${err.message}\n`);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const transport = loadUws();
  const store = openStore(config.dataDir);
  const keys = new KeyStore(store);
  await bootstrapAdmin(config, keys, log);
  const limiter = new RateLimiter();
  const sweeper = setInterval(() => limiter.sweep(), 60_000);
  sweeper.unref();
  const usage = new UsageCounter(store, config.usageFlushMs);
  const pool = new ScoringPool(config.workers);
  pool.onFailure = (failure, input) => log.error('scoring threw; answered 500 INTERNAL_ERROR', { errorId: failure.errorId, type: input.type, stack: failure.stack });
  const policies = new PolicyStore(store);
  const sessions = new SessionStore(store, config.sessions, log);
  const webhooks = new WebhookService(store, config.webhooks, log);
  const intel = new ThreatIntel(store, config.feed, log);
  // The workers know the threat names; the front thread asks once instead of loading the engine.
  pool.catalogue().then((c) => intel.setCatalogue(c), (err: unknown) => log.error('threat catalogue unavailable', { error: String(err) }));
  const telemetry = new TelemetryStore(store, config.telemetryRetentionMs, log);
  const enhancer = new Enhancer(config.llm, config.llmTimeoutMs, config.llmConcurrency, log);
  enhancer.start();
  const services: Services = {
    config, log, store, keys, limiter, usage, pool, policies, webhooks, intel, telemetry, enhancer, sessions,
    checkObservers: [(e) => { if (e.key) for (const i of e.inputs) usage.record(e.key.id, i.type); }, webhooks.observer],
    transport: { build: transport.build, version: transport.version },
    startedAt: Date.now(),
    version: VERSION,
  };
  if (config.feed.enabled) services.checkObservers.push(intel.observe);
  const router = buildRouter(services);
  const server = await startHttpServer(services, router);
  const ops = config.metricsPort === undefined ? undefined : await startOpsListener(config.host, config.metricsPort, router, {}, log);
  if (ops) log.info('operations listener', { host: config.host, port: ops.port });
  log.info('listening', { host: config.host, port: server.port, transport: `${transport.build}@${transport.version}`, workers: config.workers, dataDir: config.dataDir });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const hardStop = setTimeout(() => {
      log.error('shutdown budget exceeded; exiting');
      process.exit(1);
    }, SHUTDOWN_BUDGET_MS + 1_500);
    hardStop.unref();
    // Webhook attempts in flight finish alongside the last requests; undelivered ones stay in the outbox.
    const webhooksDrained = webhooks.drain(Date.now() + SHUTDOWN_BUDGET_MS - 2_000);
    // The operations listener first: probes on it see a closed port at once.
    await ops?.close();
    const unanswered = await server.close(SHUTDOWN_BUDGET_MS - 2_000);
    if (unanswered > 0) log.warn('shutdown budget passed with requests still unanswered', { unanswered });
    await webhooksDrained;
    clearInterval(sweeper);
    // The pool first: a check it finishes is answered, counted and recorded in its session before the last flushes.
    await pool.close();
    await webhooks.close(); // after the last check: its deliveries are committed to the outbox
    await usage.close();
    enhancer.stop();
    await intel.close();
    await telemetry.close();
    await sessions.close();
    await store.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
