/**
 * Account policies: LMDB is the record of truth (every acknowledged write is committed first), with an in-memory
 * index per account. The check path asks only `activeRef`, one map look-up.
 */
import { randomBytes } from 'node:crypto';
import type { PolicyRef } from '../pool/wire.js';
import type { Store } from '../store/store.js';
import type { PolicyMode, PolicySource } from './matcher.js';

export interface PolicyFields {
  name: string;
  mode: PolicyMode;
  allowlist: string[];
  blocklist: string[];
  actionTypes: string[];
}

export interface PolicyRecord extends PolicyFields {
  id: string;
  accountId: string;
  active: boolean;
  /** Counts changes; a worker's compiled copy is keyed by id and revision. */
  revision: number;
  created_at: string;
  updated_at: string;
}

/** What the API answers for a policy. */
export interface PolicyView extends PolicyFields {
  id: string;
  active: boolean;
  revision: number;
  created_at: string;
  updated_at: string;
}

export function viewPolicy(p: PolicyRecord): PolicyView {
  return {
    id: p.id, name: p.name, mode: p.mode, allowlist: p.allowlist, blocklist: p.blocklist, actionTypes: p.actionTypes,
    active: p.active, revision: p.revision, created_at: p.created_at, updated_at: p.updated_at,
  };
}

export const POLICIES_PER_ACCOUNT = 100;

export class PolicyLimitError extends Error {}

function refOf(p: PolicyRecord): PolicyRef {
  const source: PolicySource = { id: p.id, name: p.name, mode: p.mode, allowlist: p.allowlist, blocklist: p.blocklist, actionTypes: p.actionTypes };
  return { key: `${p.id}@${p.revision}`, source: JSON.stringify(source) };
}

export class PolicyStore {
  private readonly byAccount = new Map<string, Map<string, PolicyRecord>>();
  private readonly active = new Map<string, PolicyRef>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly store: Store) {
    for (const { value } of store.db<PolicyRecord>('policies').getRange()) this.index(value);
  }

  private index(p: PolicyRecord): void {
    let mine = this.byAccount.get(p.accountId);
    if (mine === undefined) this.byAccount.set(p.accountId, (mine = new Map()));
    mine.set(p.id, p);
    if (p.active) this.active.set(p.accountId, refOf(p));
    else if (this.active.get(p.accountId)?.key.startsWith(`${p.id}@`)) this.active.delete(p.accountId);
  }

  /** The account's active policy as a scoring task carries it; undefined before any activation. */
  activeRef(accountId: string): PolicyRef | undefined {
    return this.active.get(accountId);
  }

  list(accountId: string): PolicyRecord[] {
    return [...(this.byAccount.get(accountId)?.values() ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  /** The account's policy with that id; another account's policy is as absent as a missing one. */
  get(accountId: string, id: string): PolicyRecord | undefined {
    return this.byAccount.get(accountId)?.get(id);
  }

  async create(accountId: string, fields: PolicyFields): Promise<PolicyRecord> {
    return this.serial(async () => {
      if ((this.byAccount.get(accountId)?.size ?? 0) >= POLICIES_PER_ACCOUNT) throw new PolicyLimitError(`an account holds at most ${POLICIES_PER_ACCOUNT} policies; delete one first`);
      const now = new Date().toISOString();
      const record: PolicyRecord = { id: `pol_${randomBytes(12).toString('base64url')}`, accountId, ...fields, active: false, revision: 1, created_at: now, updated_at: now };
      await this.commit([record], []);
      return record;
    });
  }

  /** Changes the fields given; undefined when the account has no such policy (any more). */
  async update(accountId: string, id: string, changes: Partial<PolicyFields>): Promise<PolicyRecord | undefined> {
    return this.serial(async () => {
      const current = this.get(accountId, id);
      if (current === undefined) return undefined;
      // a body without fields changes nothing: no new revision, nothing written
      if (Object.keys(changes).length === 0) return current;
      const next: PolicyRecord = { ...current, ...changes, revision: current.revision + 1, updated_at: new Date().toISOString() };
      await this.commit([next], []);
      return next;
    });
  }

  /** Makes this policy the account's only active one, in one transaction. */
  async activate(accountId: string, id: string): Promise<PolicyRecord | undefined> {
    return this.serial(async () => {
      const current = this.get(accountId, id);
      if (current === undefined) return undefined;
      const now = new Date().toISOString();
      const changed: PolicyRecord[] = [];
      for (const other of this.byAccount.get(accountId)!.values()) {
        if (other.active && other.id !== id) changed.push({ ...other, active: false, updated_at: now });
      }
      const next: PolicyRecord = current.active ? current : { ...current, active: true, updated_at: now };
      changed.push(next);
      await this.commit(changed, []);
      return next;
    });
  }

  async remove(accountId: string, id: string): Promise<PolicyRecord | undefined> {
    return this.serial(async () => {
      const current = this.get(accountId, id);
      if (current !== undefined) await this.commit([], [current]);
      return current;
    });
  }

  /**
   * Policy writes run one after another: each reads the index as the previous one left it, so two concurrent
   * activations can never leave two active policies.
   */
  private serial<T>(write: () => Promise<T>): Promise<T> {
    const run = this.queue.then(write);
    this.queue = run.then(() => undefined, () => undefined);
    return run;
  }

  /** Writes and deletes in one transaction; memory follows only once it has committed. */
  private async commit(puts: readonly PolicyRecord[], deletes: readonly PolicyRecord[]): Promise<void> {
    const db = this.store.db<PolicyRecord>('policies');
    await this.store.root.transaction(() => {
      for (const p of puts) db.put(p.id, p);
      for (const p of deletes) db.remove(p.id);
    });
    for (const p of deletes) {
      this.byAccount.get(p.accountId)?.delete(p.id);
      if (this.active.get(p.accountId)?.key.startsWith(`${p.id}@`)) this.active.delete(p.accountId);
    }
    // deactivations first, so the activated record is the one left in `active`
    for (const p of [...puts].sort((a, b) => Number(a.active) - Number(b.active))) this.index(p);
  }
}
