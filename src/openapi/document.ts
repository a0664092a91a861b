/**
 * The OpenAPI 3.1 document, built from the routing table and the TypeBox schemas the routes validate with (TypeBox
 * schemas are JSON Schema, which OpenAPI 3.1 takes as it is). A route added later appears without further work: its
 * method, path, access rule and the errors every route can answer come from the table itself; its `doc` adds the
 * summary, schemas and examples.
 */
import type { TSchema } from '@sinclair/typebox';
import { ERROR_KINDS } from '../http/errors.js';
import type { Route } from '../http/router.js';
import { ErrorBody } from '../schemas/results.js';

type Json = Record<string, unknown>;

const LIMIT_HEADERS: Record<string, string> = {
  'X-RateLimit-Limit': 'requests allowed per minute for this key or address',
  'X-RateLimit-Remaining': 'requests left in the current minute',
  'X-RateLimit-Reset': 'Unix time (seconds) when the minute window resets',
  'X-RateLimit-Daily-Limit': 'requests allowed per UTC day',
  'X-RateLimit-Daily-Remaining': 'requests left today',
};

/** TypeBox adds a symbol-keyed [Kind]; JSON.stringify drops symbols, so a round trip gives plain JSON Schema. */
function plain(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema)) as Json;
}

function errorResponse(code: string): Json {
  return {
    description: code,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: `example ${code} message`, code } } },
  };
}

function errorsOf(route: Route): string[] {
  const codes = new Set<string>(['RATE_LIMITED', 'INTERNAL_ERROR']);
  if (route.body) { codes.add('INVALID_REQUEST'); codes.add('PAYLOAD_TOO_LARGE'); }
  if (route.access !== 'none') codes.add('UNAUTHORIZED');
  if (route.access === 'admin') codes.add('FORBIDDEN');
  if (route.path.includes(':')) codes.add('NOT_FOUND');
  for (const c of route.doc?.errors ?? []) codes.add(c);
  return [...codes].filter((c) => c in ERROR_KINDS);
}

/** `POST /v2/check/api-call` → `postV2CheckApiCall`. */
function operationId(route: Route): string {
  const words = route.path.split(/[/:.-]/).filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

function operation(route: Route): Json {
  const doc = route.doc;
  const params: Json[] = [];
  for (const seg of route.path.split('/')) {
    if (seg.startsWith(':')) params.push({ name: seg.slice(1), in: 'path', required: true, schema: { type: 'string' } });
  }
  const query = doc?.query ? plain(doc.query) : undefined;
  if (query?.properties) {
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(query.properties as Record<string, Json>)) {
      params.push({ name, in: 'query', required: required.has(name), schema, ...(schema.description ? { description: schema.description } : {}) });
    }
  }
  const headers = route.limited ? Object.fromEntries(Object.entries(LIMIT_HEADERS).map(([h, d]) => [h, { description: d, schema: { type: 'integer' } }])) : undefined;
  const status = String(doc?.status ?? 200);
  const contentType = doc?.contentType ?? 'application/json';
  const media: Json = { schema: doc?.response ? plain(doc.response) : contentType === 'application/json' ? { type: 'object' } : { type: 'string' } };
  if (doc?.example?.response !== undefined) media.example = doc.example.response;
  const responses: Json = { [status]: { description: doc?.summary ?? 'success', ...(headers ? { headers } : {}), content: { [contentType]: media } } };
  for (const code of errorsOf(route)) {
    const n = String(ERROR_KINDS[code as keyof typeof ERROR_KINDS]);
    if (!(n in responses)) responses[n] = errorResponse(code);
  }
  const op: Json = {
    operationId: operationId(route),
    summary: doc?.summary ?? `${route.method} ${route.path}`,
    tags: [doc?.tag ?? 'other'],
    ...(doc?.description ? { description: doc.description } : {}),
    ...(params.length ? { parameters: params } : {}),
    responses,
  };
  if (route.body) {
    const body: Json = { schema: doc?.body ? plain(doc.body) : { type: 'object' } };
    if (doc?.example?.request !== undefined) body.example = doc.example.request;
    op.requestBody = { required: true, content: { 'application/json': body } };
  }
  if (route.access === 'none') op.security = [];
  else if (route.access === 'optional') op.security = [{}, { apiKey: [] }];
  else op.security = [{ apiKey: [] }];
  if (route.access === 'admin') op.description = `${doc?.description ? `${doc.description}\n\n` : ''}Needs an administrative key.`;
  return op;
}

export function buildOpenApi(routes: readonly Route[], version: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SafeGate',
      version,
      description: 'Risk scoring for AI agent actions: 18 action types, a 0-10 score, SAFE / CAUTION / DANGER, five risk primitives, reasons and matched threats. Every error answers {error, code}.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer sg_live_… (or sg_test_…)' } },
      schemas: { Error: plain(ErrorBody) },
    },
  };
}
