import type { TSchema } from '@sinclair/typebox';
import type { KeyRecord } from '../auth/keys.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** none: open to all; optional: key optional unless AUTH_REQUIRED; required: key always; admin: administrative key. */
export type Access = 'none' | 'optional' | 'required' | 'admin';

export interface RequestContext {
  method: string;
  path: string;
  /** The raw query string (without '?'); parse it with new URLSearchParams where a route needs it. */
  query: string;
  params: Record<string, string>;
  body: unknown;
  /** Client address of an anonymous request (the per-IP limit key); '' when a key authenticated it. */
  ip: string;
  key: KeyRecord | undefined;
  /** The If-None-Match header of a GET (conditional feed requests); undefined when absent. */
  ifNoneMatch?: string;
}

export interface Reply {
  status: number;
  body: unknown;
  /** A body already encoded as JSON (scores come back encoded from the workers); wins over `body`. */
  json?: string;
  headers?: Record<string, string>;
  /** Work to run after the reply is written (usage counters, deliveries). */
  after?: () => void;
}

/**
 * What the OpenAPI document says of a route (src/openapi/document.ts). Schemas are the same TypeBox objects the
 * route validates with, so the document cannot drift from the code. A route without `doc` still appears, with its
 * method, path, access and the standard errors.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: string;
  body?: TSchema;
  /** Query parameters as an object schema: each property becomes one parameter. */
  query?: TSchema;
  /** Success status (default 200) and its body schema; `contentType` for non-JSON answers. */
  status?: number;
  response?: TSchema;
  contentType?: string;
  /** Example request body and example answer, shown in the docs page. */
  example?: { request?: unknown; response?: unknown };
  /** Error codes this route may answer beyond the ones every route can (400, 401, 413, 429, 500 where they apply). */
  errors?: readonly string[];
}

export interface Route {
  doc?: RouteDoc;
  method: Method;
  path: string;
  access: Access;
  /** Whether the route reads a JSON body. */
  body: boolean;
  /** Health is not counted against the rate limit (probes must not be starved); everything else is. */
  limited: boolean;
  handler: (ctx: RequestContext) => Reply | Promise<Reply>;
}

interface CompiledRoute {
  route: Route;
  segments: string[];
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method'; allowed: Method[] }
  | { kind: 'none' };

/** A routing table: static segments and `:name` parameters; knows 404 from 405. */
export class Router {
  private readonly routes: CompiledRoute[] = [];
  /** "METHOD /path" of parameterless routes: the hot check endpoints resolve with one map lookup. */
  private readonly exact = new Map<string, Route>();

  add(route: Route): void {
    this.routes.push({ route, segments: route.path.split('/').filter(Boolean) });
    if (!route.path.includes(':')) this.exact.set(`${route.method} ${route.path}`, route);
  }

  /** Every route, in the order added (the OpenAPI document walks it). */
  list(): readonly Route[] {
    return this.routes.map((r) => r.route);
  }

  match(method: string, path: string): RouteMatch {
    const hit = this.exact.get(`${method} ${path}`);
    if (hit !== undefined) return { kind: 'found', route: hit, params: NO_PARAMS };
    const parts = path.split('/').filter(Boolean);
    const allowed: Method[] = [];
    let best: { route: Route; params: Record<string, string>; statics: number } | undefined;
    for (const { route, segments } of this.routes) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      let statics = 0;
      let ok = true;
      for (let i = 0; i < segments.length; i++) {
        const seg = segments[i]!;
        if (seg.startsWith(':')) params[seg.slice(1)] = safeDecode(parts[i]!);
        else if (seg === parts[i]) statics++;
        else { ok = false; break; }
      }
      if (!ok) continue;
      if (route.method !== method) { allowed.push(route.method); continue; }
      // A static segment beats a parameter (e.g. /v2/check/batch over a hypothetical /v2/check/:x).
      if (!best || statics > best.statics) best = { route, params, statics };
    }
    if (best) return { kind: 'found', route: best.route, params: best.params };
    if (allowed.length > 0) return { kind: 'method', allowed: [...new Set(allowed)] };
    return { kind: 'none' };
  }
}

const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
