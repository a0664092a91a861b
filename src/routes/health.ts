import { ANALYZER_COUNT, RULE_COUNT } from '../engine/catalog.js';
import { ApiError } from '../http/errors.js';
import type { Route } from '../http/router.js';
import { AnyObject } from '../schemas/results.js';
import type { Services } from '../services.js';

export function healthRoutes(services: Services): Route[] {
  return [{
    method: 'GET', path: '/v2/health', access: 'none', body: false, limited: false,
    doc: { tag: 'health', summary: 'Service status and capability flags', response: AnyObject },
    handler: () => ({
      status: 200,
      body: {
        status: 'ok',
        // the Surfinguard SDK's health type reads `ok`
        ok: true,
        version: services.version,
        analyzers: ANALYZER_COUNT,
        uptime: Math.round((Date.now() - services.startedAt) / 1000),
        // Capability flags: true only for what is built and working in this build.
        auth: true,
        llm: services.enhancer.available,
        events: true, // webhooks: signed deliveries from an LMDB outbox (src/webhooks)
        sessions: true,
        policies: true,
        organizations: false,
        auditLog: false,
        sso: false,
        telemetry: true,
        threatFeed: services.config.feed.enabled,
        compliance: true,
        threats: RULE_COUNT,
        workers: services.pool.threads,
        pool: {
          tasks: services.pool.stats.tasks,
          actions: services.pool.stats.actions,
          scoringMicros: Math.round(services.pool.stats.scoringMicros),
        },
        transport: `${services.transport.build}@${services.transport.version}`,
      },
    }),
  }, {
    method: 'GET', path: '/v2/ready', access: 'none', body: false, limited: false,
    doc: {
      tag: 'health', summary: 'Readiness: 200 when the scoring pool answers probes and the store is open, else 503',
      description: 'For load balancers and orchestrators. The pool is probed every 2 s; it is not ready before a worker has answered a probe (a worker answers once it has compiled its rule tables and run its warm-up, at most WARM_UP_MS), after a worker failed until the next probe is answered, or while a probe has gone unanswered for 5 s.',
      response: AnyObject, errors: ['SERVICE_UNAVAILABLE'],
    },
    handler: () => {
      const pool = services.pool.ready;
      const store = services.store.isOpen();
      if (!pool || !store) {
        const missing = [pool ? '' : 'the scoring pool has not answered a probe', store ? '' : 'the store is not open'].filter(Boolean).join('; ');
        throw new ApiError('SERVICE_UNAVAILABLE', `not ready: ${missing}`, { pool, store }, { 'Retry-After': '1' });
      }
      return { status: 200, body: { ready: true, pool, store } };
    },
  }];
}
