import { Router } from '../http/router.js';
import type { Services } from '../services.js';
import { checkRoutes } from './checks.js';
import { complianceRoutes } from './compliance.js';
import { docRoutes } from './docs.js';
import { healthRoutes } from './health.js';
import { intelRoutes } from './intel.js';
import { keyRoutes } from './keys.js';
import { sessionRoutes } from './sessions.js';
import { policyRoutes } from './policies.js';
import { webhookRoutes } from './webhooks.js';

export function buildRouter(services: Services): Router {
  const router = new Router();
  for (const route of [...healthRoutes(services), ...checkRoutes(services), ...keyRoutes(services), ...policyRoutes(services), ...webhookRoutes(services), ...intelRoutes(services), ...complianceRoutes(services), ...sessionRoutes(services)]) router.add(route);
  // last: the OpenAPI document describes every route added above
  for (const route of docRoutes(services, router)) router.add(route);
  return router;
}
