import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  at: number;
}

/** How the receiver answers the n-th request (0-based): a status, optional headers, a delay, or never. */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  delayMs?: number;
  hang?: boolean;
}

export interface Receiver {
  base: string;
  url(path?: string): string;
  received: Delivery[];
  answer: (d: Delivery, n: number) => Answer;
  /** Resolves once `count` requests (optionally matching `filter`) have arrived; rejects after `ms`. */
  waitFor(count: number, ms?: number, filter?: (d: Delivery) => boolean): Promise<Delivery[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on loopback that records every delivery and answers as told. */
export async function startReceiver(): Promise<Receiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    base: '', received: [], answer: () => ({ status: 200 }),
    url: (path = '/hook') => `${receiver.base}${path}`,
    async waitFor(count, ms = 5000, filter = () => true) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hits = receiver.received.filter(filter);
        if (hits.length >= count) return hits;
        if (Date.now() > deadline) throw new Error(`receiver got ${hits.length} of ${count} deliveries in ${ms} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => new Promise<void>((ok) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => { body += c; });
    req.on('end', () => {
      let json: any;
      try { json = JSON.parse(body); } catch { json = undefined; }
      const d: Delivery = { path: req.url ?? '', headers: req.headers, body, json, at: Date.now() };
      const n = receiver.received.length;
      receiver.received.push(d);
      const a = receiver.answer(d, n);
      if (a.hang) { hanging.add(res); return; }
      const reply = () => { res.writeHead(a.status ?? 200, a.headers ?? {}); res.end('ok'); };
      if (a.delayMs) setTimeout(reply, a.delayMs);
      else reply();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  receiver.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/** Env for a server whose webhooks may target this loopback receiver, with short timeouts and backoff. */
export const FAST_WEBHOOKS: Record<string, string> = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_BASE_MS: '40',
  WEBHOOK_RETRY_MAX_DELAY_MS: '150',
  WEBHOOK_RETRY_WINDOW_MS: '4000',
  WEBHOOK_FLUSH_MS: '5',
};
