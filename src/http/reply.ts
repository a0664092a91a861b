import type { LimitState } from '../limits/rate-limiter.js';
import type { HttpResponse } from './uws.js';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 304: 'Not Modified', 400: 'Bad Request', 401: 'Unauthorized',
  403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 413: 'Payload Too Large',
  429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

/** "200 OK" and friends, built once. */
const STATUS_LINE: Record<number, string> = {};
for (const code of Object.keys(STATUS_TEXT)) STATUS_LINE[Number(code)] = `${code} ${STATUS_TEXT[Number(code)]}`;

const JSON_TYPE = 'application/json; charset=utf-8';

export interface ResponseState {
  aborted: boolean;
  done: boolean;
  /** Shared by every request of a server: once draining (shutdown), every reply closes its connection. */
  server: { draining: boolean };
}

/** Writes one JSON reply with the rate-limit headers, unless the client has gone away. */
export function writeReply(
  res: HttpResponse,
  state: ResponseState,
  status: number,
  body: unknown,
  limits: LimitState | undefined,
  headers?: Record<string, string>,
  closeConnection = false,
  json?: string,
): void {
  if (state.aborted || state.done) return;
  state.done = true;
  const payload = json ?? (body === undefined ? '' : JSON.stringify(body));
  // A route that answers something other than JSON (the docs page, its assets) names its type in `headers`.
  const type = headers?.['Content-Type'] ?? JSON_TYPE;
  res.cork(() => {
    res.writeStatus(STATUS_LINE[status] ?? `${status} Unknown`);
    if (limits) {
      // One native call for the six fixed headers instead of six (each call converts and copies its strings):
      // uWS writes `name: value\r\n` verbatim, so the value carries the following header lines. Every value is
      // a number formatted here, never caller input.
      res.writeHeader('Content-Type', `${type}\r\nX-RateLimit-Limit: ${limits.limit}\r\nX-RateLimit-Remaining: ${limits.remaining}\r\nX-RateLimit-Reset: ${limits.reset}\r\nX-RateLimit-Daily-Limit: ${limits.dailyLimit}\r\nX-RateLimit-Daily-Remaining: ${limits.dailyRemaining}`);
    } else {
      res.writeHeader('Content-Type', type);
    }
    if (headers) for (const name in headers) if (name !== 'Content-Type') res.writeHeader(name, headers[name]!);
    res.end(payload, closeConnection || state.server.draining);
  });
}
