import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../log.js';
import { ApiError } from './errors.js';
import type { RequestContext, Router } from './router.js';

/** A plain-text page served only on the operations listener (GET /metrics). */
export type OpsPage = () => Promise<{ contentType: string; body: string }>;

export interface OpsListener {
  port: number;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The operations listener on METRICS_PORT: node:http, so it speaks HTTP/1.0 as well as 1.1 (uWebSockets.js answers
 * only HTTP/1.1, and load balancers often probe with 1.0). It serves GET and HEAD of the router's open routes
 * (access 'none': health, ready) and of the extra pages (/metrics), with no key; everything else is 404 or 405.
 * Meant for a private network: bind it where only probes and scrapers reach.
 */
export function startOpsListener(host: string, port: number, router: Router, pages: Record<string, OpsPage>, log: Logger): Promise<OpsListener> {
  const server: Server = createServer((req, res) => {
    answer(req, router, pages).then(
      (reply) => send(res, req.method === 'HEAD', reply),
      (err: unknown) => {
        const known = err instanceof ApiError ? err : undefined;
        if (!known) log.error('operations listener failed', { error: err instanceof Error ? err.stack : String(err) });
        const e = known ?? new ApiError('INTERNAL_ERROR', 'internal error');
        send(res, false, { status: e.status, contentType: JSON_TYPE, body: JSON.stringify(e.body()), headers: e.headers });
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () => new Promise<void>((done) => {
          server.close(() => done());
          server.closeIdleConnections();
        }),
      });
    });
  });
}

interface OpsReply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string> | undefined;
}

async function answer(req: IncomingMessage, router: Router, pages: Record<string, OpsPage>): Promise<OpsReply> {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new ApiError('METHOD_NOT_ALLOWED', `${String(req.method).slice(0, 20)} is not allowed here; use GET`, undefined, { Allow: 'GET, HEAD' });
  const page = Object.hasOwn(pages, path) ? pages[path] : undefined;
  if (page) {
    const { contentType, body } = await page();
    return { status: 200, contentType, body };
  }
  const match = router.match('GET', path);
  if (match.kind !== 'found' || match.route.access !== 'none') throw new ApiError('NOT_FOUND', `not served on this listener: ${path.slice(0, 200)}`);
  const ctx: RequestContext = { method: 'GET', path, query: q === -1 ? '' : url.slice(q + 1), params: match.params, body: undefined, ip: req.socket.remoteAddress ?? '', key: undefined };
  const reply = await match.route.handler(ctx);
  return { status: reply.status, contentType: JSON_TYPE, body: reply.json ?? JSON.stringify(reply.body), headers: reply.headers };
}

function send(res: ServerResponse, head: boolean, reply: OpsReply): void {
  res.statusCode = reply.status;
  res.setHeader('Content-Type', reply.contentType);
  res.setHeader('Content-Length', Buffer.byteLength(reply.body));
  if (reply.headers) for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
  res.end(head ? undefined : reply.body);
}
