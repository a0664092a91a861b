import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmMode = 'good' | 'garbage' | 'not-chat' | 'slow' | 'error';

/** A loopback HTTP server speaking the chat-completions protocol, answering as `mode` says. */
export interface FakeLlm {
  base: string;
  mode: LlmMode;
  /** The score a good answer gives. */
  score: number;
  requests: Array<{ path: string; authorization: string | undefined; body: any }>;
  close(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake = { mode: 'good', score: 9, requests: [] } as unknown as FakeLlm;
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (d: Buffer) => { text += d.toString(); });
    req.on('end', () => {
      let body: any = null;
      try { body = JSON.parse(text); } catch { /* recorded as null */ }
      fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      const probe = body?.response_format === undefined;
      const reply = (content: string) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion', model: body?.model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
      };
      if (probe) return reply('{"score": 0, "reason": "probe"}');
      switch (fake.mode) {
        case 'good': return reply(JSON.stringify({ score: fake.score, reason: 'the model judged this action' }));
        case 'garbage': return reply('Sure! I think it is probably fine :)');
        case 'not-chat': res.writeHead(200, { 'content-type': 'application/json' }); return res.end('{"hello":"world"}');
        case 'slow': setTimeout(() => reply(JSON.stringify({ score: 9, reason: 'late' })), 2000); return;
        case 'error': res.writeHead(500, { 'content-type': 'application/json' }); return res.end('{"error":{"message":"boom"}}');
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  // never the reason a test process stays alive
  server.unref();
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((ok) => { server.closeAllConnections(); server.close(() => ok()); });
  return fake;
}
