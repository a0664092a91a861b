/**
 * What the session keeps of one action, without the engine: the objects it names (for data-flow links) and its
 * data-flow facts (see notes.ts for where it runs). Every function here runs in time linear in the (capped) input.
 */
import type { ActionSummary } from '../pool/wire.js';
import { NET_SEND, PERSONAL_DATA, SECRET_PLACES } from './lexicon.js';
import { matchesList, valueList, type Haystack, type ValueList } from './haystack.js';
import { isSpace } from './preview.js';
import { FACT, type ValuePattern } from './types.js';

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over s, continuing from state h (a 32-bit state; the caller takes `>>> 0` at the end). */
function fnv(h: number, s: string, from = 0, to = s.length): number {
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** FNV-1a, 32 bits: objects are compared by hash so the session never stores the paths and hosts themselves. */
export function objectHash(s: string): number {
  return fnv(FNV_OFFSET, s) >>> 0;
}

/** The hash states after each key's prefix: a key's hash continues from here over its text, with no string built. */
const AFTER_HOST = fnv(FNV_OFFSET, 'host:');
const AFTER_PATH = fnv(FNV_OFFSET, 'path:');
const AFTER_PARTY = fnv(FNV_OFFSET, 'party:');

const MAX_OBJECTS = 8;
const OBJECT_SCAN_CHARS = 4096;
const FILE_NAME = /^[\w.-]{1,128}\.[a-z0-9]{1,6}$/i;
const OBJECT_FIELDS = ['recipient', 'to', 'payee', 'iban', 'account', 'host', 'url', 'path', 'destination', 'target'] as const;

/** The host of a URL-looking token, lower-cased, without userinfo or port; '' when there is none. */
function hostOf(token: string): string {
  const start = token.indexOf('://');
  if (start < 0) return '';
  let host = token.slice(start + 3);
  for (const stop of ['/', '?', '#']) {
    const at = host.indexOf(stop);
    if (at >= 0) host = host.slice(0, at);
  }
  const user = host.lastIndexOf('@');
  if (user >= 0) host = host.slice(user + 1);
  const port = host.lastIndexOf(':');
  if (port > 0 && !host.endsWith(']')) host = host.slice(0, port);
  return host.toLowerCase();
}

/** The hash of a token's object key ("host:…" or "path:…"), or -1 when the token names no object. */
function tokenObject(token: string): number {
  const t = token.charCodeAt(0) === 64 /* @ */ ? token.slice(1) : token;
  if (t.length < 2 || t.length > 512) return -1;
  const host = hostOf(t);
  if (host) return fnv(AFTER_HOST, host) >>> 0;
  const end = t.length > 1 && t.endsWith('/') ? t.length - 1 : t.length;
  const path = end === t.length ? t : t.slice(0, end);
  if (path.startsWith('/') || path.startsWith('~/') || path.startsWith('./') || path.startsWith('../') || FILE_NAME.test(path)) return fnv(AFTER_PATH, path) >>> 0;
  return -1;
}

/** The characters the token split of object scanning breaks at: /\s/ and ; | & ( ) ` < > ' " , = */
function isTokenBreak(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 128) return c === 59 || c === 124 || c === 38 || c === 40 || c === 41 || c === 96 || c === 60 || c === 62 || c === 39 || c === 34 || c === 44 || c === 61;
  return isSpace(c);
}

function addObject(objects: number[], h: number): void {
  if (h >= 0 && !objects.includes(h)) objects.push(h);
}

/**
 * Hashes of the paths, hosts and recipients an action names (at most eight), in the order they appear. One pass over
 * the first 4 KB: only a token holding a '/' or a '.' can name a path or host, so no other token is cut out.
 */
export function objectsOf(type: string, value: string, metadata: Record<string, unknown> | undefined): number[] {
  const objects: number[] = [];
  if (type === 'file_read' || type === 'file_write') {
    const path = value.trim();
    if (path.length > 0 && path.length <= 512) objects.push(fnv(AFTER_PATH, path, 0, path.endsWith('/') && path.length > 1 ? path.length - 1 : path.length) >>> 0);
  }
  const n = Math.min(value.length, OBJECT_SCAN_CHARS);
  let start = 0;
  let named = false;
  for (let i = 0; i <= n && objects.length < MAX_OBJECTS; i++) {
    const c = i < n ? value.charCodeAt(i) : 32;
    if (!isTokenBreak(c)) {
      if (c === 47 /* / */ || c === 46 /* . */) named = true;
      continue;
    }
    if (named) addObject(objects, tokenObject(value.slice(start, i)));
    start = i + 1;
    named = false;
  }
  if (metadata) {
    for (const field of OBJECT_FIELDS) {
      const v = metadata[field];
      if (typeof v !== 'string' || v.length === 0 || v.length > 512 || objects.length >= MAX_OBJECTS) continue;
      const host = hostOf(v);
      addObject(objects, (host ? fnv(AFTER_HOST, host) : field === 'path' ? fnv(AFTER_PATH, v) : fnv(AFTER_PARTY, v.trim().toLowerCase())) >>> 0);
    }
  }
  return objects;
}

/** Types whose every action talks to someone outside or changes state. */
const ALWAYS_OUTBOUND: ReadonlySet<string> = new Set(['message', 'transaction', 'file_write', 'infra', 'iot', 'auth', 'agent_comm', 'data_pipeline']);
/** Per type, the forms that communicate or change state. */
const OUTBOUND_FORMS: Readonly<Record<string, readonly ValuePattern[]>> = {
  command: [...NET_SEND, ' git push', ' rm ', ' mv ', ' chmod ', ' chown ', ' dd ', ' kubectl ', ' terraform ', ' aws ', ' gcloud ', ' az ', ' ssh '],
  git: [' push', ' remote ', ' reset --hard', ' rebase', ' branch -d', ' branch -D', ' tag -d'],
  query: [' insert ', ' update ', ' delete ', ' drop ', ' alter ', ' truncate ', ' into outfile', ' grant ', ' create '],
  ui_action: [' submit', ' send', ' pay', ' confirm', ' purchase', ' buy', ' transfer', ' delete', ' approve', ' post'],
  document: [' send', ' share', ' publish', ' sign', ' delete', ' edit', ' email'],
  code: [' fetch ', ' requests.post', ' axios.post', ' http.request', ' urlopen', ' socket', ' subprocess', ' os.system', ' exec '],
};
/** API calls that write: a method at the start of the value ("POST https://…") or in metadata.method. */
const WRITE_METHODS: readonly string[] = [' post ', ' put ', ' patch ', ' delete '];

/** Types that read data (where an EXFILTRATION finding means sensitive data came in). */
const READ_TYPES: ReadonlySet<string> = new Set(['file_read', 'command', 'query', 'data_pipeline', 'code', 'document']);
const SENSITIVE_FORMS: Readonly<Record<string, readonly ValuePattern[]>> = {
  file_read: SECRET_PLACES,
  command: SECRET_PLACES,
  query: PERSONAL_DATA,
};

/** The forms above compiled once (their patterns declared to the haystack's automaton on the way). */
const compiled = (forms: Readonly<Record<string, readonly ValuePattern[]>>): Map<string, ValueList> => new Map(Object.entries(forms).map(([type, list]) => [type, valueList(list)]));
const OUTBOUND_LISTS = compiled(OUTBOUND_FORMS);
const SENSITIVE_LISTS = compiled(SENSITIVE_FORMS);

/**
 * The three data-flow facts of one action:
 * untrusted: content from somewhere other than the user (metadata.source) that scored above SAFE;
 * sensitive: secrets, credentials or personal data read;
 * outbound: the action communicates externally or changes state.
 */
export function factsOf(type: string, hay: () => Haystack, metadata: Record<string, unknown> | undefined, summary: ActionSummary): number {
  let facts = 0;
  const source = metadata?.source;
  if (typeof source === 'string' && source !== 'user' && summary.level !== 'SAFE') facts |= FACT.untrusted;
  if (READ_TYPES.has(type) && summary.rulesPrimitive === 'EXFILTRATION' && summary.level !== 'SAFE') facts |= FACT.sensitive;
  else {
    const sensitive = SENSITIVE_LISTS.get(type);
    if (sensitive !== undefined && matchesList(hay(), sensitive)) facts |= FACT.sensitive;
  }
  if (ALWAYS_OUTBOUND.has(type)) facts |= FACT.outbound;
  else if (type === 'api_call') {
    const h = hay().text;
    const method = typeof metadata?.method === 'string' ? ` ${metadata.method.toLowerCase()} ` : '';
    if (WRITE_METHODS.some((m) => h.startsWith(m) || method === m)) facts |= FACT.outbound;
  } else if (OUTBOUND_LISTS.has(type)) {
    if (matchesList(hay(), OUTBOUND_LISTS.get(type)!)) facts |= FACT.outbound;
  } else if (summary.rulesPrimitive === 'EXFILTRATION' && summary.level === 'DANGER' && type === 'url') facts |= FACT.outbound;
  return facts;
}
