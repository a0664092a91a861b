import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Tier } from '../config.js';
import type { Store } from '../store/store.js';

export type KeyEnvironment = 'live' | 'test';

/** Which fields a check result carries for this key: the spec's, or the spec's plus the Surfinguard SDK's. */
export type ResultFormat = 'spec' | 'surfinguard';
export const RESULT_FORMATS: readonly ResultFormat[] = ['spec', 'surfinguard'];

/** A key as stored: never the secret, only its SHA-256. */
export interface KeyRecord {
  id: string;
  hash: string;
  accountId: string;
  name: string;
  tier: Tier;
  environment: KeyEnvironment;
  admin: boolean;
  /** First characters of the key, for recognising it in a list without revealing it. */
  prefix: string;
  created_at: string;
  revoked_at?: string;
  /** Absent on keys created before the setting existed: the server's default (RESULT_FORMAT) applies. */
  resultFormat?: ResultFormat;
}

export interface AccountRecord {
  id: string;
  created_at: string;
}

/** Public view of a key: what list and create answer (create adds the full `key` once). */
export interface KeyView {
  id: string;
  name: string;
  tier: Tier;
  environment: KeyEnvironment;
  account_id: string;
  admin: boolean;
  prefix: string;
  created_at: string;
  revoked: boolean;
  revoked_at?: string;
  result_format?: ResultFormat;
}

const KEY_SHAPE = /^sg_(live|test)_[A-Za-z0-9_-]{16,200}$/;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function isWellFormedKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

/** 32 base64url characters: 192 random bits after the prefix. */
export function generateKey(environment: KeyEnvironment): string {
  return `sg_${environment}_${randomBytes(24).toString('base64url')}`;
}

export function viewKey(k: KeyRecord): KeyView {
  return {
    id: k.id, name: k.name, tier: k.tier, environment: k.environment, account_id: k.accountId, admin: k.admin,
    prefix: k.prefix, created_at: k.created_at, revoked: k.revoked_at !== undefined,
    ...(k.revoked_at ? { revoked_at: k.revoked_at } : {}),
    ...(k.resultFormat ? { result_format: k.resultFormat } : {}),
  };
}

/**
 * Keys and accounts: LMDB is the record of truth, with an in-memory index by hash for the hot path
 * (authentication never touches the disk). Writes are awaited before the API acknowledges them.
 */
export class KeyStore {
  private readonly byHash = new Map<string, KeyRecord>();
  private readonly byId = new Map<string, KeyRecord>();
  private readonly accounts = new Map<string, AccountRecord>();
  /** Presented secret → key id for recently authenticated keys: skips a SHA-256 per request. Memory only. */
  private readonly recent = new Map<string, string>();

  constructor(private readonly store: Store) {
    for (const { value } of store.db<KeyRecord>('keys').getRange()) this.index(value);
    for (const { value } of store.db<AccountRecord>('accounts').getRange()) this.accounts.set(value.id, value);
  }

  private index(k: KeyRecord): void {
    this.byId.set(k.id, k);
    if (k.revoked_at === undefined) this.byHash.set(k.hash, k);
    else this.byHash.delete(k.hash);
  }

  /** The active key for a presented secret, or undefined (unknown, malformed or revoked). */
  authenticate(secret: string): KeyRecord | undefined {
    const cachedId = this.recent.get(secret);
    if (cachedId !== undefined) {
      const k = this.byId.get(cachedId);
      if (k && k.revoked_at === undefined) return k;
      this.recent.delete(secret);
      return undefined;
    }
    if (!isWellFormedKey(secret)) return undefined;
    const k = this.byHash.get(hashKey(secret));
    if (k) {
      if (this.recent.size >= 10_000) this.recent.clear();
      this.recent.set(secret, k.id);
    }
    return k;
  }

  get(id: string): KeyRecord | undefined {
    return this.byId.get(id);
  }

  list(accountId?: string): KeyRecord[] {
    const all = [...this.byId.values()];
    return (accountId ? all.filter((k) => k.accountId === accountId) : all).sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  hasAccount(id: string): boolean {
    return this.accounts.has(id);
  }

  /**
   * The revoked record of a secret, if it belongs to a key that was revoked. Configuration (ADMIN_API_KEY) must never bring such a key
   * back: a revocation is final. Scans every record; asked once at start.
   */
  revokedRecord(secret: string): KeyRecord | undefined {
    const hash = hashKey(secret);
    for (const k of this.byId.values()) if (k.hash === hash && k.revoked_at !== undefined) return k;
    return undefined;
  }

  hasActiveAdmin(): boolean {
    for (const k of this.byHash.values()) if (k.admin) return true;
    return false;
  }

  /** Creates a key (and a new account unless one is named); resolves once committed. */
  async create(opts: { name: string; tier: Tier; environment: KeyEnvironment; admin: boolean; accountId?: string; secret?: string; resultFormat?: ResultFormat }): Promise<{ record: KeyRecord; secret: string }> {
    const secret = opts.secret ?? generateKey(opts.environment);
    const now = new Date().toISOString();
    let account: AccountRecord | undefined;
    if (opts.accountId === undefined) account = { id: `acct_${randomBytes(9).toString('base64url')}`, created_at: now };
    const record: KeyRecord = {
      id: `key_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      hash: hashKey(secret),
      accountId: opts.accountId ?? account!.id,
      name: opts.name,
      tier: opts.tier,
      environment: opts.environment,
      admin: opts.admin,
      prefix: secret.slice(0, 12),
      created_at: now,
      ...(opts.resultFormat ? { resultFormat: opts.resultFormat } : {}),
    };
    await this.store.root.transaction(() => {
      if (account) this.store.db<AccountRecord>('accounts').put(account.id, account);
      this.store.db<KeyRecord>('keys').put(record.id, record);
    });
    if (account) this.accounts.set(account.id, account);
    this.index(record);
    return { record, secret };
  }

  /** Revokes a key; effective for the very next request (the in-memory index drops it first). */
  async revoke(id: string): Promise<KeyRecord | undefined> {
    const current = this.byId.get(id);
    if (!current) return undefined;
    if (current.revoked_at !== undefined) return current;
    const revoked: KeyRecord = { ...current, revoked_at: new Date().toISOString() };
    this.index(revoked);
    await this.store.db<KeyRecord>('keys').put(id, revoked);
    return revoked;
  }
}
