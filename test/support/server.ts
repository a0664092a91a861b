import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  base: string;
  port: number;
  dataDir: string;
  /** The bootstrap admin key printed on first start (or ADMIN_API_KEY). */
  adminKey: string;
  proc: ChildProcess;
  stdout: () => string;
  /** The server's log lines (JSON, one per line) so far. */
  stderr: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stops and removes the data directory. */
  dispose(): Promise<void>;
}

const MAIN = resolve(process.cwd(), 'dist', 'src', 'main.js');
/** How long a start may take; a loaded shared machine can need far more than the usual half second. */
const START_TIMEOUT_MS = Number(process.env.SAFEGATE_TEST_START_MS) || 30_000;

/** Starts the real server on a free port with a temp DATA_DIR (or the one given) and waits for it to listen. */
export async function startServer(env: Record<string, string> = {}, dataDir?: string): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'safegate-test-'));
  const proc = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, WORKERS: '1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d: Buffer) => { out += d.toString(); });
  const port = await new Promise<number>((ok, fail) => {
    // A start that does not finish in time kills the process, so a failed test file does not stay alive behind it.
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
      fail(new Error(`server did not start within ${START_TIMEOUT_MS} ms: ${err}`));
    }, START_TIMEOUT_MS);
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = /"msg":"listening"[^\n]*"port":(\d+)/.exec(err);
      if (m) { clearTimeout(timer); ok(Number(m[1])); }
    });
    proc.on('exit', (code) => { clearTimeout(timer); fail(new Error(`server exited with ${code}: ${err}`)); });
  });
  const adminKey = env.ADMIN_API_KEY ?? /sg_live_[A-Za-z0-9_-]+/.exec(out)?.[0] ?? '';
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => new Promise<number | null>((ok) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return ok(proc.exitCode);
    proc.once('exit', (code) => ok(code));
    proc.kill(signal);
  });
  return {
    base: `http://127.0.0.1:${port}`, port, dataDir: dir, adminKey, proc, stdout: () => out, stderr: () => err, stop,
    async dispose() {
      await stop('SIGKILL');
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

/** JSON request helper: body objects are serialised, strings are sent raw. */
export async function api(server: { base: string }, method: string, path: string, opts: { body?: unknown; key?: string; headers?: Record<string, string> } = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: any = text;
  try { body = JSON.parse(text); } catch { /* not JSON */ }
  return { status: res.status, headers: res.headers, body };
}

export const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-ratelimit-daily-limit', 'x-ratelimit-daily-remaining'];

/** Avoids straddling a minute boundary in tests that count a minute window. */
export async function awayFromMinuteEdge(): Promise<void> {
  const s = new Date().getUTCSeconds();
  if (s >= 50) await new Promise((r) => setTimeout(r, (61 - s) * 1000));
}

/**
 * Waits until `GET /v2/ready` answers 200: the scoring worker has compiled its rule tables and warmed up (seconds on a
 * busy machine). For tests whose client gives up sooner than that, or that need the load flowing at once.
 */
export async function untilReady(server: { base: string }, ms = START_TIMEOUT_MS): Promise<void> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    const r = await fetch(`${server.base}/v2/ready`).catch(() => null);
    await r?.arrayBuffer();
    if (r?.status === 200) return;
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`not ready within ${ms} ms`);
}
