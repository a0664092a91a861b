/**
 * The CLI's HTTP client for a running SafeGate server (Node's built-in fetch). Failures become CliError values
 * with the exit code the CLI documents.
 */
import { CliError, EXIT } from './exit.js';

export interface ServerTarget {
  url: string;
  key: string | undefined;
}

export async function callServer<T>(target: ServerTarget, method: string, path: string, body?: unknown, timeoutMs = 10_000): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (target.key) headers.authorization = `Bearer ${target.key}`;
  let res: Response;
  try {
    res = await fetch(new URL(path, target.url), {
      method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    throw new CliError(`cannot reach the server at ${target.url} (${cause})`, EXIT.unavailable);
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(`the server answered ${res.status} with a body that is not JSON`, EXIT.unavailable);
  }
  if (!res.ok) {
    const e = parsed as { error?: string; code?: string };
    const message = `server answered ${res.status} ${e.code ?? ''}: ${e.error ?? text.slice(0, 200)}`;
    const code = res.status === 401 || res.status === 403 ? EXIT.noperm : res.status >= 400 && res.status < 429 ? EXIT.usage : EXIT.unavailable;
    throw new CliError(message, code);
  }
  return parsed as T;
}

/** --server / SAFEGATE_SERVER and --key / SAFEGATE_KEY; undefined when no server was named. */
export function serverTarget(opts: { server?: string; key?: string }): ServerTarget | undefined {
  const url = opts.server ?? process.env.SAFEGATE_SERVER;
  if (!url) return undefined;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw new CliError(`--server: "${url}" is not an http(s) URL`, EXIT.usage);
  }
  return { url, key: opts.key ?? process.env.SAFEGATE_KEY };
}
