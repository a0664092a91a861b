/**
 * Indicators seen in DANGER results: the SHA-256 of the checked value, and the registrable domains of flagged URLs
 * and of the download hosts in flagged commands. An indicator is published only once at least `minAccounts`
 * different accounts have sent it, so one customer's traffic cannot be read back from the feed.
 */
import { sha256Hex } from '../checks/value-hash.js';
import type { Database } from 'lmdb';
import { getDomain } from 'tldts';

export type IndicatorKind = 'value_hash' | 'domain';

export interface Indicator {
  kind: IndicatorKind;
  value: string;
  count: number;
  /** Distinct accounts that sent it, at most `minAccounts` kept (enough to decide publication). */
  accounts: string[];
  first: number;
  last: number;
}

/**
 * Values longer than this are not hashed as indicators: hashing costs the front thread about 3 µs per KB here, and
 * long DANGER values are prose (injected prompts, documents) that hardly ever repeat verbatim.
 */
const MAX_HASHED_VALUE = 1024;
/** Short values seen again (a campaign repeats its URL or command) reuse their hash and domains. */
const MEMO_VALUE_CHARS = 256;
const MEMO_SIZE = 4096;
const MAX_INDICATORS = 20_000;
const MAX_URLS_PER_COMMAND = 8;
const KEEP_MS = 7 * 86_400_000;

/** Registrable domains of the URLs a value names: the value itself for url, every scheme://host for command. */
export function flaggedDomains(type: string, value: string): string[] {
  if (type === 'url') {
    const d = getDomain(value.slice(0, 2048));
    return d ? [d] : [];
  }
  if (type !== 'command') return [];
  const found: string[] = [];
  let from = 0;
  while (found.length < MAX_URLS_PER_COMMAND) {
    const at = value.indexOf('://', from);
    if (at < 0) break;
    let end = at + 3;
    while (end < value.length && end - at < 2048 && !URL_STOP.has(value.charCodeAt(end))) end++;
    let start = at;
    while (start > 0 && at - start < 16 && isSchemeChar(value.charCodeAt(start - 1))) start--;
    const d = getDomain(value.slice(start, end));
    if (d && !found.includes(d)) found.push(d);
    from = end;
  }
  return found;
}

/** Characters that end a URL inside a shell command: space, quotes, pipes, redirects, separators, brackets. */
const URL_STOP = new Set([...' \t\r\n"\'`|&;<>(){}'].map((c) => c.charCodeAt(0)));

function isSchemeChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
}

/** The indicator keys of a DANGER value: its hash (short enough values only) and the domains it names. */
function indicatorKeys(type: string, value: string, hashOf: () => string): string[] {
  const keys: string[] = [];
  if (value.length <= MAX_HASHED_VALUE) keys.push(`value_hash:${hashOf()}`);
  if (type === 'url' || type === 'command') for (const d of flaggedDomains(type, value)) keys.push(`domain:${d}`);
  return keys;
}

export class IndicatorBook {
  private readonly entries = new Map<string, Indicator>();
  /**
   * Action type → raw short value → its indicator keys; memory only, never stored or published. Two levels rather
   * than one map keyed by type and value joined: the joined key was a new string to build and hash on every DANGER
   * check, where the value alone is hashed once by V8 and the type is one of a few interned names.
   */
  private readonly memo = new Map<string, Map<string, string[]>>();
  private memoSize = 0;
  private changed = false;

  constructor(private readonly minAccounts: number) {}

  /** Records the indicators of one DANGER result; `hashOf` gives the value's SHA-256 (the check's own, when it has one). */
  recordDanger(type: string, value: string, accountId: string | undefined, at: number, hashOf: () => string = () => sha256Hex(value)): void {
    const short = value.length <= MEMO_VALUE_CHARS;
    let keys = short ? this.memo.get(type)?.get(value) : undefined;
    if (keys === undefined) {
      keys = indicatorKeys(type, value, hashOf);
      if (short) this.remember(type, value, keys);
    }
    for (const key of keys) this.note(key, accountId, at);
  }

  /** Keeps a short value's keys; the whole memo is dropped when full (a campaign's values come back within it). */
  private remember(type: string, value: string, keys: string[]): void {
    if (this.memoSize >= MEMO_SIZE) {
      this.memo.clear();
      this.memoSize = 0;
    }
    let byValue = this.memo.get(type);
    if (byValue === undefined) this.memo.set(type, (byValue = new Map()));
    byValue.set(value, keys);
    this.memoSize++;
  }

  /** How many values the memo holds (for tests of its bound). */
  get memoEntries(): number {
    return this.memoSize;
  }

  private note(key: string, accountId: string | undefined, at: number): void {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      if (this.entries.size >= MAX_INDICATORS) this.evict(at);
      const colon = key.indexOf(':');
      entry = { kind: key.slice(0, colon) as IndicatorKind, value: key.slice(colon + 1), count: 0, accounts: [], first: at, last: at };
      this.entries.set(key, entry);
    }
    entry.count++;
    if (at > entry.last) entry.last = at;
    // Anonymous requests count, but never vouch: only accounts make an indicator publishable.
    if (accountId !== undefined && entry.accounts.length < this.minAccounts && !entry.accounts.includes(accountId)) entry.accounts.push(accountId);
    this.changed = true;
  }

  /**
   * Drops about the least recently seen tenth: the cut-off is the tenth percentile of a sample of last-seen times,
   * then one pass deletes what is older (no sort of the whole map; no delete-and-reinsert on every hit, which V8's
   * maps make slow).
   */
  private evict(now: number): void {
    const sample: number[] = [];
    const step = Math.max(1, Math.floor(this.entries.size / 256));
    let i = 0;
    for (const e of this.entries.values()) if (i++ % step === 0) sample.push(e.last);
    sample.sort((a, b) => a - b);
    const cutoff = Math.max(sample[Math.floor(sample.length / 10)] ?? 0, now - KEEP_MS);
    for (const [k, e] of this.entries) if (e.last <= cutoff) this.entries.delete(k);
  }

  /** Indicators seen repeatedly in the last week from enough accounts, most frequent first; never the accounts. */
  published(now: number, limit = 100): Array<{ kind: IndicatorKind; value: string; count: number; first_seen: string; last_seen: string }> {
    const out: Indicator[] = [];
    for (const e of this.entries.values()) if (e.count >= 2 && e.accounts.length >= this.minAccounts && now - e.last <= KEEP_MS) out.push(e);
    out.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return out.slice(0, limit).map((e) => ({ kind: e.kind, value: e.value, count: e.count, first_seen: new Date(e.first).toISOString(), last_seen: new Date(e.last).toISOString() }));
  }

  async persist(db: Database<unknown, string>, now: number): Promise<void> {
    if (!this.changed) return;
    this.changed = false;
    for (const [k, e] of this.entries) if (now - e.last > KEEP_MS) this.entries.delete(k);
    await db.put('indicators', [...this.entries.values()]);
  }

  load(db: Database<unknown, string>): void {
    const stored = db.get('indicators');
    if (!Array.isArray(stored)) return;
    for (const e of stored as Indicator[]) {
      if (e === null || typeof e !== 'object' || (e.kind !== 'value_hash' && e.kind !== 'domain') || typeof e.value !== 'string') continue;
      const accounts = Array.isArray(e.accounts) ? e.accounts.filter((a): a is string => typeof a === 'string').slice(0, this.minAccounts) : [];
      this.entries.set(`${e.kind}:${e.value}`, { kind: e.kind, value: e.value, count: Number(e.count) || 0, accounts, first: Number(e.first) || 0, last: Number(e.last) || 0 });
    }
  }
}
