/** The ceiling: a bare uWebSockets.js server that reads the body and answers a canned CheckResult. */
import { loadUws } from '../src/http/uws.js';

const { uws } = loadUws();
const CANNED = JSON.stringify({
  score: 0, level: 'SAFE',
  primitives: { DESTRUCTION: 0, EXFILTRATION: 0, ESCALATION: 0, PERSISTENCE: 0, MANIPULATION: 0 },
  reasons: [], threats: [],
});
uws.App().any('/*', (res) => {
  res.onAborted(() => undefined);
  res.onData((_chunk, isLast) => {
    if (isLast) res.cork(() => res.writeHeader('Content-Type', 'application/json').end(CANNED));
  });
}).listen('127.0.0.1', 0, (socket) => {
  if (!socket) process.exit(1);
  process.stderr.write(`{"msg":"listening","port":${uws.us_socket_local_port(socket)}}\n`);
});
