/**
 * Policy list entries: parsing, validation and normalisation. Three forms:
 * - a host: `evil.com`, `*.tk`, `*.example.com`, `10.0.*` (no scheme, no path);
 * - a URL: `https://intranet.example.com/*`, `*://cdn.example.com/assets/*` (host glob, optional port, path glob;
 *   a URL without a path covers every path of that host);
 * - a typed pattern: `<action type>:<glob>`, e.g. `command:terraform destroy *`, `query:DROP TABLE *`.
 * `*` matches any run of characters; there is no other metacharacter and no regular expression.
 */
import { ACTION_TYPES, isActionType, type ActionType } from '../engine/types.js';
import { allowForm, asciiHost, blockForm, decodePercent, foldedHost, plainHost, resolveDots } from './normalize.js';

export type ListName = 'allowlist' | 'blocklist';

export const MAX_PATTERNS = 1000;
export const MAX_PATTERN_LENGTH = 512;

export interface DestinationPattern {
  kind: 'destination';
  source: string;
  /** null: any scheme. */
  scheme: string | null;
  /** Host globs to match, in the list's form(s): the ASCII host, and for a blocklist also the folded look-alike. */
  hosts: string[];
  port: number | null;
  /** Glob over path + query; null: any. */
  path: string | null;
}

export interface TypedPattern {
  kind: 'typed';
  source: string;
  type: ActionType;
  /** The glob in the list's form (block or allow). */
  glob: string;
  /** A blocklist pattern ending in ` *` also matches the bare prefix ("terraform destroy"). */
  openEnd: boolean;
}

export type PolicyPattern = DestinationPattern | TypedPattern;

export class PatternError extends Error {}

const HOST_CHARS = /^[a-z0-9*_.-]+$/;
const SCHEME = /^(?:\*|[a-z][a-z0-9+.-]{0,31})$/;
const PORT = /^[0-9]{1,5}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Parses one entry of a list; throws PatternError saying what is wrong with it. */
export function parsePattern(entry: string, list: ListName): PolicyPattern {
  const source = entry.trim();
  if (source.length === 0) throw new PatternError('is empty');
  if (source.length > MAX_PATTERN_LENGTH) throw new PatternError(`is longer than ${MAX_PATTERN_LENGTH} characters`);
  if (CONTROL.test(source)) throw new PatternError('contains a control character');
  const colon = source.indexOf(':');
  const prefix = colon > 0 ? source.slice(0, colon).toLowerCase() : '';
  if (prefix === 'url') return destination(source.slice(colon + 1).trim(), source, list);
  if (isActionType(prefix)) return typed(prefix, source.slice(colon + 1), source, list);
  if (colon > 0 && !source.includes('://') && /^[a-z_]+$/.test(prefix) && !PORT.test(source.slice(colon + 1))) {
    throw new PatternError(`has an unknown action type "${prefix.slice(0, 40)}" (one of ${ACTION_TYPES.join(', ')})`);
  }
  return destination(source, source, list);
}

function typed(type: ActionType, body: string, source: string, list: ListName): TypedPattern {
  const raw = body.trim();
  if (!hasLiteral(raw, '*')) throw new PatternError('must contain something besides * after the type');
  if (list === 'allowlist') return { kind: 'typed', source, type, glob: allowForm(raw), openEnd: false };
  let glob = blockForm(raw);
  const openEnd = glob.endsWith(' *');
  if (openEnd) glob = glob.slice(0, -2).trimEnd();
  return { kind: 'typed', source, type, glob, openEnd };
}

function destination(text: string, source: string, list: ListName): DestinationPattern {
  let rest = text;
  let scheme: string | null = null;
  const sep = rest.indexOf('://');
  if (sep !== -1) {
    scheme = rest.slice(0, sep).toLowerCase();
    if (!SCHEME.test(scheme)) throw new PatternError(`has an invalid scheme "${scheme.slice(0, 40)}"`);
    if (scheme === '*') scheme = null;
    rest = rest.slice(sep + 3);
  }
  let end = rest.length;
  for (const c of ['/', '?', '#']) {
    const at = rest.indexOf(c);
    if (at !== -1 && at < end) end = at;
  }
  let authority = rest.slice(0, end);
  const pathPart = rest.slice(end);
  if (sep === -1 && pathPart.length > 0) throw new PatternError('is a host with a path: write it as a URL (https://host/path)');
  if (authority.includes('@')) throw new PatternError('must not contain user information (@)');
  let port: number | null = null;
  const portAt = authority.lastIndexOf(':');
  if (portAt !== -1 && !authority.endsWith(']')) {
    const p = authority.slice(portAt + 1);
    if (!PORT.test(p) || Number(p) < 1 || Number(p) > 65535) throw new PatternError(`has an invalid port "${p.slice(0, 10)}"`);
    port = Number(p);
    authority = authority.slice(0, portAt);
  }
  return { kind: 'destination', source, scheme, hosts: hostGlobs(authority, list), port, path: pathGlob(pathPart) };
}

function hostGlobs(authority: string, list: ListName): string[] {
  if (authority.startsWith('[') && authority.endsWith(']')) {
    const v6 = authority.slice(1, -1).toLowerCase();
    if (!/^[0-9a-f:.*]+$/.test(v6)) throw new PatternError('has an invalid IPv6 address');
    return [v6];
  }
  const plain = plainHost(decodePercent(authority));
  if (plain.length === 0) throw new PatternError('has no host');
  if (!hasLiteral(plain, '*.')) throw new PatternError('must name at least one host label besides * and dots');
  if (plain.startsWith('.') || plain.includes('..')) throw new PatternError('has an empty host label');
  const ascii = plain.split('.').map((label) => asciiLabel(label)).join('.');
  if (!HOST_CHARS.test(ascii)) throw new PatternError('has a character that cannot appear in a host name');
  if (list === 'allowlist') return [ascii];
  const folded = plain.split('.').map((label) => (label.includes('*') ? label : foldedHost(label))).join('.');
  return folded === ascii ? [ascii] : [ascii, folded];
}

function asciiLabel(label: string): string {
  if (label.includes('*')) {
    if (!HOST_CHARS.test(label)) throw new PatternError('has a wildcard label with characters a host name cannot have');
    return label;
  }
  const ascii = asciiHost(label);
  if (ascii === '') throw new PatternError(`has an invalid host label "${label.slice(0, 63)}"`);
  return ascii;
}

function pathGlob(part: string): string | null {
  if (part.length === 0) return null;
  const decoded = decodePercent(part).toLowerCase();
  const hash = decoded.indexOf('#');
  const noFragment = hash === -1 ? decoded : decoded.slice(0, hash);
  const q = noFragment.indexOf('?');
  const path = q === -1 ? noFragment : noFragment.slice(0, q);
  const normalized = `${resolveDots(path.startsWith('/') ? path : `/${path}`)}${q === -1 ? '' : noFragment.slice(q)}`;
  return normalized === '/*' ? null : normalized;
}

function hasLiteral(s: string, ignore: string): boolean {
  for (const c of s) if (!ignore.includes(c) && c.trim() !== '') return true;
  return false;
}

/** Parses a whole list, naming the first bad entry by its index and text. */
export function parseList(entries: readonly string[], list: ListName): PolicyPattern[] {
  if (entries.length > MAX_PATTERNS) throw new PatternError(`${list}: more than ${MAX_PATTERNS} entries (${entries.length})`);
  return entries.map((entry, i) => {
    try {
      return parsePattern(entry, list);
    } catch (err) {
      if (err instanceof PatternError) throw new PatternError(`${list}.${i}: "${entry.slice(0, 80)}" ${err.message}`);
      throw err;
    }
  });
}
