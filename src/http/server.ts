import type { KeyRecord } from '../auth/keys.js';
import type { LimitState } from '../limits/rate-limiter.js';
import type { Services } from '../services.js';
import { discardBody, hasBody, readBody } from './body.js';
import { ApiError } from './errors.js';
import { framingProblem } from './framing.js';
import { writeReply, type ResponseState } from './reply.js';
import type { RequestContext, Route, Router } from './router.js';
import { loadUws, type HttpRequest, type HttpResponse, type TemplatedApp, type us_listen_socket } from './uws.js';

export interface HttpServer {
  port: number;
  /**
   * Stops accepting connections and refuses new requests on open ones; resolves when every admitted request has
   * been answered (or the timeout passed) to the number still unanswered.
   */
  close(timeoutMs: number): Promise<number>;
}

interface Incoming {
  method: string;
  path: string;
  query: string;
  authorization: string;
  forwardedFor: string;
  contentLength: number;
  /** Transfer-Encoding: chunked (a body of unknown length). */
  chunked: boolean;
  /** Why the body framing is ambiguous (see framing.ts); undefined when sound. */
  framing: string | undefined;
  /** Read for GET only: conditional requests matter to cached GETs, and checks are POSTs. */
  ifNoneMatch: string;
  /** The peer address, read only when needed (anonymous requests): it costs a native call and a copy. */
  ip: () => string;
}

export function startHttpServer(services: Services, router: Router): Promise<HttpServer> {
  const { uws } = loadUws();
  const app: TemplatedApp = uws.App();
  let inFlight = 0;
  const lifecycle = { draining: false };

  app.any('/*', (res: HttpResponse, req: HttpRequest) => {
    // Everything from req must be read now: it is only valid during this call.
    const contentLength = req.getHeader('content-length');
    const transferEncoding = req.getHeader('transfer-encoding');
    const method = req.getCaseSensitiveMethod().toUpperCase();
    const incoming: Incoming = {
      method,
      path: req.getUrl(),
      query: req.getQuery() ?? '',
      authorization: req.getHeader('authorization'),
      forwardedFor: req.getHeader('x-forwarded-for'),
      contentLength: Number(contentLength || 0),
      chunked: transferEncoding !== '',
      framing: framingProblem(req, contentLength, transferEncoding),
      ifNoneMatch: method === 'GET' ? req.getHeader('if-none-match') : '',
      ip: () => Buffer.from(res.getRemoteAddressAsText()).toString(),
    };
    const state: ResponseState = { aborted: false, done: false, server: lifecycle };
    inFlight++;
    let counted = true;
    const release = () => {
      if (counted) { counted = false; inFlight--; }
    };
    res.onAborted(() => {
      state.aborted = true;
      release();
    });
    try {
      handle(services, router, res, state, incoming, release);
    } catch (err) {
      fail(services, res, state, err, undefined);
      release();
    }
  });

  return new Promise((resolve, reject) => {
    app.listen(services.config.host, services.config.port, (socket: us_listen_socket | false) => {
      if (!socket) {
        reject(new Error(`could not listen on ${services.config.host}:${services.config.port}`));
        return;
      }
      const port = uws.us_socket_local_port(socket);
      resolve({
        port,
        close(timeoutMs) {
          // From here on, requests that arrive on open keep-alive connections are refused (503, Connection: close)
          // and the replies of admitted ones close their connections; wait until every admitted one is answered.
          lifecycle.draining = true;
          uws.us_listen_socket_close(socket);
          const deadline = Date.now() + timeoutMs;
          return new Promise<number>((done) => {
            const poll = () => {
              if (inFlight === 0 || Date.now() >= deadline) done(inFlight);
              else setTimeout(poll, 10);
            };
            poll();
          });
        },
      });
    });
  });
}

function clientIp(services: Services, incoming: Incoming): string {
  if (services.config.trustProxy && incoming.forwardedFor) {
    const first = incoming.forwardedFor.split(',')[0]!.trim();
    if (first) return first.slice(0, 64);
  }
  return incoming.ip();
}

function handle(services: Services, router: Router, res: HttpResponse, state: ResponseState, incoming: Incoming, release: () => void): void {
  const { config, keys, limiter } = services;
  let ip: string | undefined;
  const clientAddress = () => (ip ??= clientIp(services, incoming));
  const match = router.match(incoming.method, incoming.path);
  const consume = match.kind !== 'found' || match.route.limited;
  // An answer given before the body was read waits until the rest of the body has been read and discarded (bounded),
  // so a client still uploading receives it; when the bound is hit, the answer closes the connection.
  const reject = (err: ApiError, limits: LimitState) => {
    discardBody(res, incoming, config.maxBodyBytes, (drained) => {
      writeReply(res, state, err.status, err.body(), limits, err.headers, !drained);
      release();
    });
  };

  if (state.server.draining) {
    const closing = new ApiError('SERVICE_UNAVAILABLE', 'the server is shutting down; retry on a new connection', undefined, { 'Retry-After': '1' });
    return discardBody(res, incoming, config.maxBodyBytes, () => {
      writeReply(res, state, closing.status, closing.body(), undefined, closing.headers, true);
      release();
    });
  }

  // An ambiguous body framing is refused before anything else, and the connection closes: after it, where the next
  // request starts is a matter of opinion between this server and any proxy in front. The refusal is written on the
  // next turn, not now: a request that uWS parses from the same bytes meanwhile finds this one unanswered, and uWS
  // closes the connection instead of running it (it never serves a request behind a pending one).
  if (incoming.framing !== undefined) {
    const refusal = new ApiError('INVALID_REQUEST', `malformed request: ${incoming.framing}`);
    const limits = limiter.take(`ip:${clientAddress()}`, config.limits.free, true);
    setImmediate(() => {
      writeReply(res, state, refusal.status, refusal.body(), limits, undefined, true);
      release();
    });
    return;
  }

  // Authenticate: a presented key must be valid everywhere, also where a key is optional.
  let key: KeyRecord | undefined;
  if (incoming.authorization) {
    const m = /^Bearer[ \t]+(\S{1,300})[ \t]*$/i.exec(incoming.authorization);
    key = m ? keys.authenticate(m[1]!) : undefined;
    if (!key) {
      // A failed authentication consumes the address's anonymous window like any other reply, so key guessing is
      // limited too: past the window it is 429, health included.
      const limits = limiter.take(`ip:${clientAddress()}`, config.limits.free, true);
      if (!limits.allowed) return reject(rateLimited(limits), limits);
      return reject(new ApiError('UNAUTHORIZED', 'invalid or revoked API key (send Authorization: Bearer sg_live_…)'), limits);
    }
  }
  const limits = key
    ? limiter.take(`key:${key.id}`, config.limits[key.tier], consume)
    : limiter.take(`ip:${clientAddress()}`, config.limits.free, consume);
  if (!limits.allowed && consume) return reject(rateLimited(limits), limits);
  if (match.kind === 'none') return reject(new ApiError('NOT_FOUND', `no such endpoint: ${incoming.method} ${incoming.path.slice(0, 200)}`), limits);
  if (match.kind === 'method') {
    const allow = match.allowed.join(', ');
    return reject(new ApiError('METHOD_NOT_ALLOWED', `${incoming.method} is not allowed here; use ${allow}`, undefined, { Allow: allow }), limits);
  }
  const route = match.route;
  const denied = checkAccess(route, key, config.authRequired);
  if (denied) return reject(denied, limits);
  const ctx: RequestContext = { method: incoming.method, path: incoming.path, query: incoming.query, params: match.params, body: undefined, ip: key ? '' : clientAddress(), key };
  if (incoming.ifNoneMatch) ctx.ifNoneMatch = incoming.ifNoneMatch;
  if (!route.body) {
    if (!hasBody(incoming)) return run(services, route, ctx, res, state, limits, release);
    return discardBody(res, incoming, config.maxBodyBytes, (drained) => run(services, route, ctx, res, state, limits, release, !drained));
  }
  readBody(res, incoming, config.maxBodyBytes, (outcome) => {
    if (!outcome.ok) {
      // Always closes: the client sent (or declared) more than the server reads.
      const tooLarge = new ApiError('PAYLOAD_TOO_LARGE', `request body exceeds ${config.maxBodyBytes} bytes`);
      writeReply(res, state, tooLarge.status, tooLarge.body(), limits, undefined, true);
      release();
      return;
    }
    try {
      ctx.body = parseJson(outcome.text);
    } catch (err) {
      fail(services, res, state, err, limits);
      release();
      return;
    }
    run(services, route, ctx, res, state, limits, release);
  });
}

function rateLimited(limits: LimitState): ApiError {
  return new ApiError('RATE_LIMITED', 'rate limit exceeded', { retryAfter: limits.retryAfter }, { 'Retry-After': String(limits.retryAfter) });
}

function checkAccess(route: Route, key: KeyRecord | undefined, authRequired: boolean): ApiError | undefined {
  const needsKey = route.access === 'required' || route.access === 'admin' || (route.access === 'optional' && authRequired);
  if (needsKey && !key) return new ApiError('UNAUTHORIZED', 'an API key is required: send Authorization: Bearer <key>');
  if (route.access === 'admin' && key && !key.admin) return new ApiError('FORBIDDEN', 'this endpoint needs an administrative key');
  return undefined;
}

function parseJson(text: string): unknown {
  if (text.length === 0) throw new ApiError('INVALID_REQUEST', 'request body is empty; send a JSON object');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ApiError('INVALID_REQUEST', `request body is not valid JSON: ${(err as Error).message.slice(0, 120)}`);
  }
}

function run(services: Services, route: Route, ctx: RequestContext, res: HttpResponse, state: ResponseState, limits: LimitState, release: () => void, closeConnection = false): void {
  let pending: ReturnType<Route['handler']>;
  try {
    pending = route.handler(ctx);
  } catch (err) {
    fail(services, res, state, err, limits);
    release();
    return;
  }
  Promise.resolve(pending).then(
    (reply) => {
      writeReply(res, state, reply.status, reply.body, limits, reply.headers, closeConnection, reply.json);
      release();
      if (reply.after) {
        try {
          reply.after();
        } catch (err) {
          services.log.error('post-reply work failed', { error: String(err) });
        }
      }
    },
    (err) => {
      fail(services, res, state, err, limits);
      release();
    },
  );
}

function fail(services: Services, res: HttpResponse, state: ResponseState, err: unknown, limits: LimitState | undefined): void {
  if (err instanceof ApiError) {
    writeReply(res, state, err.status, err.body(), limits, err.headers);
    return;
  }
  services.log.error('unhandled error', { error: err instanceof Error ? err.stack : String(err) });
  writeReply(res, state, 500, new ApiError('INTERNAL_ERROR', 'internal error').body(), limits);
}
