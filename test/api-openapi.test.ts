import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildRouter } from '../src/routes/index.js';
import type { Services } from '../src/services.js';
import { api, startServer, type RunningServer } from './support/server.js';

let server: RunningServer;
before(async () => { server = await startServer(); });
after(async () => { await server.dispose(); });

/** A stand-in for the services: route factories may read fields while building; nothing here is ever called. */
function inertServices(): Services {
  const inert: object = new Proxy(function () { /* inert */ }, {
    get: (_t, prop) => (prop === Symbol.toPrimitive ? () => '' : prop === 'then' ? undefined : inert),
    apply: () => inert,
    construct: () => inert as object,
  });
  return inert as unknown as Services;
}

test('GET /v2/openapi.json is a valid OpenAPI 3.1 document', async () => {
  const res = await api(server, 'GET', '/v2/openapi.json');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(res.body.openapi, '3.1.0');
  const validator = new Validator();
  const outcome = await validator.validate(res.body);
  assert.equal(outcome.valid, true, JSON.stringify(outcome.errors, null, 1)?.slice(0, 2000));
  assert.equal(validator.version, '3.1');
});

test('every route of the router is in the document, with its method, errors and examples', async () => {
  const doc = (await api(server, 'GET', '/v2/openapi.json')).body;
  const routes = buildRouter(inertServices()).list();
  assert.ok(routes.length >= 25, `only ${routes.length} routes`);
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[path]?.[route.method.toLowerCase()];
    assert.ok(op, `${route.method} ${route.path} is missing from the document`);
    assert.ok(op.responses['429'], `${route.method} ${route.path} documents no 429`);
    if (route.body) assert.ok(op.requestBody?.content?.['application/json']?.schema, `${route.method} ${route.path} has no body schema`);
    if (route.access !== 'none') assert.ok(op.responses['401'], `${route.method} ${route.path} documents no 401`);
  }
  const check = doc.paths['/v2/check'].post;
  assert.deepEqual(check.requestBody.content['application/json'].schema.required, ['type', 'value']);
  assert.equal(check.requestBody.content['application/json'].example.type, 'command');
  assert.ok(check.responses['200'].headers['X-RateLimit-Remaining'], 'rate-limit headers documented');
  assert.equal(check.responses['200'].content['application/json'].schema.properties.level.anyOf.length, 3);
  assert.equal(doc.components.schemas.Error.required.join(), 'error,code');
});

test('the reference page and the playground are served from this host, with no CDN', async () => {
  for (const path of ['/docs', '/playground']) {
    const res = await api(server, 'GET', path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.doesNotMatch(res.body as string, /https?:\/\//i, `${path} loads nothing from another host`);
  }
  const bundle = await fetch(`${server.base}/docs/assets/swagger-ui-bundle.js`);
  assert.equal(bundle.status, 200);
  assert.match(bundle.headers.get('content-type') ?? '', /javascript/);
  assert.ok((await bundle.text()).length > 100_000);
  const missing = await api(server, 'GET', '/docs/assets/..%2Fpackage.json');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.code, 'NOT_FOUND');
});
