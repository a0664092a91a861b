import { analyzerCount, ruleCount } from '../engine/engine.js';
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
        analyzers: analyzerCount(),
        uptime: Math.round((Date.now() - services.startedAt) / 1000),
        // Capability flags: true only for what is built and working in this build.
        auth: true,
        llm: false,
        events: false,
        sessions: false,
        policies: true,
        organizations: false,
        auditLog: false,
        sso: false,
        telemetry: false,
        threatFeed: false,
        compliance: false,
        threats: ruleCount(),
        workers: services.pool.threads,
        pool: {
          tasks: services.pool.stats.tasks,
          actions: services.pool.stats.actions,
          scoringMicros: Math.round(services.pool.stats.scoringMicros),
        },
        transport: `${services.transport.build}@${services.transport.version}`,
      },
    }),
  }];
}
