/**
 * `safegate keys create|list|revoke`: key management for operators, through a running server's admin API
 * (the server keeps keys indexed in memory, so it must be the one that writes them).
 */
import { CliError, EXIT } from './exit.js';
import { formatTable } from './format.js';
import { callServer, type ServerTarget } from './remote.js';

export interface KeysOptions {
  server?: string;
  key?: string;
  json?: boolean;
}

interface KeyView {
  id: string;
  name: string;
  tier: string;
  environment: string;
  account_id: string;
  admin: boolean;
  prefix: string;
  created_at: string;
  revoked: boolean;
  result_format?: string;
  key?: string;
}

function adminTarget(opts: KeysOptions): ServerTarget {
  const url = opts.server ?? process.env.SAFEGATE_SERVER ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const key = opts.key ?? process.env.SAFEGATE_ADMIN_KEY ?? process.env.SAFEGATE_KEY ?? process.env.ADMIN_API_KEY;
  if (!key) throw new CliError('an administrative key is needed: --key, or SAFEGATE_ADMIN_KEY (the key printed on first start)', EXIT.usage);
  return { url, key };
}

function keyRows(keys: KeyView[]): string {
  const rows = [['id', 'name', 'tier', 'env', 'admin', 'prefix', 'created', 'state']];
  for (const k of keys) rows.push([k.id, k.name, k.tier, k.environment, k.admin ? 'yes' : '', `${k.prefix}…`, k.created_at, k.revoked ? 'revoked' : 'active']);
  return formatTable(rows);
}

export async function createKey(opts: KeysOptions & { name: string; tier?: string; environment?: string; admin?: boolean; account?: string; resultFormat?: string }): Promise<number> {
  const body = {
    name: opts.name,
    ...(opts.tier ? { tier: opts.tier } : {}),
    ...(opts.environment ? { environment: opts.environment } : {}),
    ...(opts.admin ? { admin: true } : {}),
    ...(opts.account ? { account_id: opts.account } : {}),
    ...(opts.resultFormat ? { result_format: opts.resultFormat } : {}),
  };
  const created = await callServer<KeyView>(adminTarget(opts), 'POST', '/v2/keys', body);
  if (opts.json) process.stdout.write(`${JSON.stringify(created)}\n`);
  else process.stdout.write(`${keyRows([created])}\nkey (shown once, store it now): ${created.key}\n`);
  return EXIT.safe;
}

export async function listKeys(opts: KeysOptions & { account?: string }): Promise<number> {
  const query = opts.account ? `?account_id=${encodeURIComponent(opts.account)}` : '';
  const { keys } = await callServer<{ keys: KeyView[] }>(adminTarget(opts), 'GET', `/v2/keys${query}`);
  process.stdout.write(opts.json ? `${JSON.stringify(keys)}\n` : keyRows(keys));
  return EXIT.safe;
}

export async function revokeKey(id: string, opts: KeysOptions): Promise<number> {
  const r = await callServer<{ id: string; revoked_at: string }>(adminTarget(opts), 'DELETE', `/v2/keys/${encodeURIComponent(id)}`);
  process.stdout.write(opts.json ? `${JSON.stringify(r)}\n` : `revoked ${r.id} at ${r.revoked_at}\n`);
  return EXIT.safe;
}
