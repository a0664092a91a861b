/**
 * A policy's lists compiled into matchers, once per policy revision: host globs in one GlobSet per list, typed
 * globs in one GlobSet per list and action type. Matching a check then costs one pass per kind of pattern over the
 * normalised value, whatever the number of patterns.
 */
import type { ActionType } from '../engine/types.js';
import { GlobSet, placeSegments, type GlobEntry } from './glob.js';
import { parseList, type DestinationPattern, type ListName, type PolicyPattern, type TypedPattern } from './patterns.js';

export const POLICY_MODES = ['monitor', 'permissive', 'balanced', 'strict'] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];

/** What a worker needs to apply a policy (the stored record minus bookkeeping). */
export interface PolicySource {
  id: string;
  name: string;
  mode: PolicyMode;
  allowlist: string[];
  blocklist: string[];
  /** Action types whose CAUTION results permissive lowers and strict raises. */
  actionTypes: string[];
}

/** A host or URL as found in a checked value, in the forms the lists compare. */
export interface Destination {
  /** Lower-case scheme; '' when the value named none. */
  scheme: string;
  /** The host a resolver would look up (punycode), and the canonical address when it is an IP literal. */
  ascii: string;
  ip: string | null;
  /** The look-alike-folded host (blocklists only). */
  folded: string;
  port: number | null;
  /** Lower-cased, decoded path (dot segments resolved) plus `?query`. */
  path: string;
  /** How the reason names it. */
  shown: string;
}

export interface ListHit {
  pattern: string;
  on: string;
}

/** Shell characters a wildcard of a command allowlist entry never spans: `ls *` does not cover `ls; rm -rf /`. */
const SHELL_STOPS = ';|&\n`$()<>';
const STOPS_BY_TYPE: Partial<Record<ActionType, string>> = { command: SHELL_STOPS, git: SHELL_STOPS, infra: SHELL_STOPS, query: ';' };

const DEFAULT_PORTS: Record<string, number> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21 };

class ListMatcher {
  private readonly destinations: DestinationPattern[] = [];
  /** Each destination pattern's path glob cut at its stars (null: any path). */
  private readonly pathSegs: Array<string[] | null> = [];
  private readonly hosts: GlobSet;
  private readonly typed = new Map<string, { set: GlobSet; patterns: TypedPattern[] }>();
  private readonly scratch: number[] = [];

  constructor(patterns: readonly PolicyPattern[], readonly list: ListName) {
    const hostEntries: GlobEntry[] = [];
    const typedEntries = new Map<ActionType, TypedPattern[]>();
    for (const p of patterns) {
      if (p.kind === 'destination') {
        const id = this.destinations.push(p) - 1;
        this.pathSegs.push(p.path === null ? null : p.path.split('*'));
        for (const glob of p.hosts) hostEntries.push({ glob, id, start: 'edge', end: 'edge' });
      } else {
        const group = typedEntries.get(p.type) ?? [];
        group.push(p);
        typedEntries.set(p.type, group);
      }
    }
    this.hosts = new GlobSet(hostEntries);
    for (const [type, group] of typedEntries) {
      const entries: GlobEntry[] = group.map((p, id) => list === 'allowlist'
        ? { glob: p.glob, id, start: 'edge', end: 'edge' }
        : { glob: p.glob, id, start: 'word', end: p.openEnd || !p.glob.endsWith('*') ? 'word' : 'open' });
      this.typed.set(type, { set: new GlobSet(entries, list === 'allowlist' ? STOPS_BY_TYPE[type] : undefined), patterns: group });
    }
  }

  get hasDestinations(): boolean {
    return this.destinations.length > 0;
  }

  hasTyped(type: string): boolean {
    return this.typed.has(type);
  }

  /** The first pattern (in list order) that matches the destination, or null. */
  matchDestination(d: Destination): string | null {
    const ids = this.scratch;
    ids.length = 0;
    this.hosts.matchAll(d.ascii, ids);
    if (d.ip !== null && d.ip !== d.ascii) this.hosts.matchAll(d.ip, ids);
    if (this.list === 'blocklist' && d.folded !== d.ascii) this.hosts.matchAll(d.folded, ids);
    let best = -1;
    for (const id of ids) if ((best === -1 || id < best) && this.rest(id, d)) best = id;
    return best === -1 ? null : this.destinations[best]!.source;
  }

  /** Scheme, port and path of a pattern whose host matched. */
  private rest(id: number, d: Destination): boolean {
    const p = this.destinations[id]!;
    if (p.scheme !== null && d.scheme !== '' && p.scheme !== d.scheme) return false;
    if (p.scheme !== null && d.scheme === '' && p.scheme !== 'http' && p.scheme !== 'https') return false;
    if (p.port !== null && p.port !== (d.port ?? DEFAULT_PORTS[d.scheme || p.scheme || 'https'] ?? null)) return false;
    const segs = this.pathSegs[id]!;
    return segs === null || placeSegments({ segs, start: 'edge', end: 'edge' }, d.path, null);
  }

  /** The first typed pattern of this type matching the value (already in this list's form), or null. */
  matchTyped(type: string, form: string): string | null {
    const entry = this.typed.get(type);
    if (entry === undefined) return null;
    const ids = this.scratch;
    ids.length = 0;
    entry.set.matchAll(form, ids);
    if (ids.length === 0) return null;
    return entry.patterns[Math.min(...ids)]!.source;
  }
}

export interface CompiledPolicy {
  source: PolicySource;
  mode: PolicyMode;
  actionTypes: ReadonlySet<string>;
  block: ListMatcher;
  allow: ListMatcher;
}

/** Compiles a policy's lists; throws PatternError naming the first bad entry. */
export function compilePolicy(source: PolicySource): CompiledPolicy {
  return {
    source,
    mode: source.mode,
    actionTypes: new Set(source.actionTypes),
    block: new ListMatcher(parseList(source.blocklist, 'blocklist'), 'blocklist'),
    allow: new ListMatcher(parseList(source.allowlist, 'allowlist'), 'allowlist'),
  };
}

export type { ListMatcher };
