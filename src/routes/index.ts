import { Router } from '../http/router.js';
import type { Services } from '../services.js';
import { checkRoutes } from './checks.js';
import { healthRoutes } from './health.js';
import { keyRoutes } from './keys.js';
import { sessionRoutes } from './sessions.js';

export function buildRouter(services: Services): Router {
  const router = new Router();
  for (const route of [...healthRoutes(services), ...checkRoutes(services), ...keyRoutes(services), ...sessionRoutes(services)]) router.add(route);
  return router;
}
