import type { Route } from '../http/router.js';
import type { Services } from '../services.js';

/** GET /metrics on the main port: Prometheus text for an administrative key (METRICS_PORT serves it without one). */
export function metricsRoutes(services: Services): Route[] {
  const metrics = services.metrics;
  if (metrics === undefined) return [];
  return [{
    method: 'GET', path: '/metrics', access: 'admin', body: false, limited: false,
    doc: {
      tag: 'health', summary: 'Prometheus metrics (text exposition format)', contentType: 'text/plain',
      description: 'Requests by route and status, latency histograms, checks by type and level, batch sizes, pool queue and tasks in flight, scoring time, rate-limit refusals, LMDB size and process metrics. Needs an administrative key here; the operations listener on METRICS_PORT serves it without one.',
      errors: ['FORBIDDEN'],
    },
    handler: async () => {
      const { contentType, body } = await metrics.scrape();
      return { status: 200, body: undefined, json: body, headers: { 'Content-Type': contentType } };
    },
  }];
}
