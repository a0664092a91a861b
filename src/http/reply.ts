import type { LimitState } from '../limits/rate-limiter.js';
import type { HttpResponse } from './uws.js';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized',
  403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 413: 'Payload Too Large',
  429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

export interface ResponseState {
  aborted: boolean;
  done: boolean;
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
  res.cork(() => {
    res.writeStatus(`${status} ${STATUS_TEXT[status] ?? 'Unknown'}`);
    res.writeHeader('Content-Type', 'application/json; charset=utf-8');
    if (limits) {
      res.writeHeader('X-RateLimit-Limit', String(limits.limit));
      res.writeHeader('X-RateLimit-Remaining', String(limits.remaining));
      res.writeHeader('X-RateLimit-Reset', String(limits.reset));
      res.writeHeader('X-RateLimit-Daily-Limit', String(limits.dailyLimit));
      res.writeHeader('X-RateLimit-Daily-Remaining', String(limits.dailyRemaining));
    }
    if (headers) for (const name in headers) res.writeHeader(name, headers[name]!);
    res.end(payload, closeConnection);
  });
}
