/**
 * The bench's webhook scenario: a SafeGate process like the plain one, whose admin account has BENCH_WEBHOOKS
 * webhooks (default 2) subscribed to `all` and pointing at a receiver that answers slowly, so every check queues
 * deliveries while the outbox fills and drains at the receiver's pace.
 */
export const WEBHOOK_COUNT = Number(process.env.BENCH_WEBHOOKS ?? 2);
export const SLOW_MS = Number(process.env.BENCH_RECEIVER_MS ?? 200);

async function call(port: number, key: string, method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function subscribeAll(port: number, key: string, receiverPort: number): Promise<void> {
  for (let i = 0; i < WEBHOOK_COUNT; i++) {
    await call(port, key, 'POST', '/v2/webhooks', { url: `http://127.0.0.1:${receiverPort}/hook-${i}`, events: ['all'], secret: `bench-secret-${i}` });
  }
}

/** Deliveries the receiver got, and what the webhooks say of their outboxes. */
export async function webhookFigures(port: number, key: string, receiverPort: number): Promise<string> {
  const { webhooks } = await call(port, key, 'GET', '/v2/webhooks') as { webhooks: Array<{ pending_deliveries: number; dropped_deliveries: number; failure_count: number; active: boolean }> };
  const received = ((await (await fetch(`http://127.0.0.1:${receiverPort}/count`)).json()) as { received: number }).received;
  const sum = (f: (w: (typeof webhooks)[number]) => number) => webhooks.reduce((a, w) => a + f(w), 0);
  return `receiver got ${received} deliveries (answering each after ${SLOW_MS} ms); outboxes hold ${sum((w) => w.pending_deliveries)}, dropped ${sum((w) => w.dropped_deliveries)} as oldest past the bound; failure_count ${webhooks.map((w) => w.failure_count).join('/')}, all active: ${webhooks.every((w) => w.active)}`;
}
