/**
 * Server paths named by a URL's parameters. A request whose parameter holds an absolute path under one of the
 * server's own top-level system directories (`?file=/etc/httpd/conf/httpd.conf`, `?page=/proc/version`,
 * `?doc=c:\windows\win.ini`) asks the server to open a file outside anything it publishes, whichever file it is:
 * the request is the local-file-inclusion probe. Escapes no browser or library writes (overlong UTF-8 such as
 * `%c0%af`, IIS `%u2215`, control characters between dots) are how such a path slips past a filter.
 * indexOf and character tests only; linear in the value.
 */
import { percentDecode } from '../normalize.js';

/** First path segments that belong to the operating system, not to a site's routes. */
const SYSTEM_ROOTS = new Set([
  'etc', 'proc', 'sys', 'var', 'usr', 'opt', 'root', 'boot', 'bin', 'sbin', 'lib', 'lib64', 'windows', 'winnt', 'inetpub', 'program files', 'programdata',
  'system32', 'xampp', 'lampp', 'wamp',
  // (/home, /users, /dev, /srv and /private are also the routes of ordinary sites: `?next=/users/42`)
]);
/** Parameter names that carry search text or a return location, not a file the server opens. */
const TEXT_PARAMS = new Set(['q', 'query', 'search', 's', 'term', 'keyword', 'keywords', 'text', 'k', 'p_search', 'next', 'return', 'returnto', 'return_to', 'returnurl', 'return_url', 'redirect', 'redirect_uri', 'continue', 'ref', 'url', 'from', 'from_uri', 'back', 'goto', 'rt', 'state', 'callback']);

/** Lead bytes of overlong or out-of-range UTF-8 (never produced by an encoder), and the IIS %u escape. */
const OVERLONG = ['%c0', '%c1', '%e0%80', '%f0%80', '%f8', '%fc'];

/** What a climb written with forged escapes aims at. */
const AIMS = ['etc', 'windows', 'winnt', 'boot.ini', 'win.ini', 'passwd', 'system32', 'issue', 'hosts'];

/** An escape a client never writes: overlong UTF-8, %uXXXX, or a control character right after a dot. */
export function forgedEscape(lowerValue: string): string {
  for (const o of OVERLONG) if (lowerValue.includes(o)) return o;
  const u = lowerValue.indexOf('%u');
  if (u !== -1 && isHex(lowerValue, u + 2, 4)) return lowerValue.slice(u, u + 6);
  const dot = lowerValue.indexOf('.%0');
  if (dot !== -1) return lowerValue.slice(dot + 1, dot + 4);
  return '';
}

function isHex(s: string, from: number, n: number): boolean {
  if (from + n > s.length) return false;
  for (let i = from; i < from + n; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** The system directory an absolute path starts in ('' for none): `/etc/…`, `c:\windows\…`, `//etc` after decoding. */
export function systemRoot(decodedLower: string): string {
  let p = decodedLower.replaceAll('\\', '/');
  if (p.length > 2 && p.charCodeAt(1) === 58 && p.charCodeAt(2) === 47) p = p.slice(2);
  if (p.charCodeAt(0) !== 47) return '';
  let i = 0;
  while (i < p.length && p.charCodeAt(i) === 47) i++;
  const end = p.indexOf('/', i);
  const seg = p.slice(i, end === -1 ? p.length : end);
  return end !== -1 && SYSTEM_ROOTS.has(seg) ? seg : '';
}

export interface ServerPathFinding { readonly detail: string; readonly score: number }

/**
 * The strongest sign among the parameters that the request reaches into the server's own files: a forged escape
 * around a climb or a system file (7) or an absolute system path (5).
 */
export function serverPathParam(params: ReadonlyArray<readonly [string, string]>): ServerPathFinding | null {
  let best: ServerPathFinding | null = null;
  for (let k = 0; k < params.length && k < 32; k++) {
    const [name, raw] = params[k]!;
    if (raw.length < 4 || raw.length > 1024 || TEXT_PARAMS.has(name.toLowerCase())) continue;
    const lower = raw.toLowerCase();
    const decoded = lower.includes('%') ? percentDecode(lower) : lower;
    const forged = forgedEscape(lower);
    const root = systemRoot(decoded);
    let found: ServerPathFinding | null = null;
    // %c0/%c1 are also lead bytes of EUC-KR and Shift-JIS text: only an escape around a climb or a system file counts
    const aimed = forged !== '' && (decoded.includes('..') || AIMS.some((a) => decoded.includes(a)) || root !== '');
    if (aimed) {
      found = { detail: `parameter ${name} written with escapes no client produces (${forged}) around a path climb`, score: 7 };
    } else if (root !== '') {
      found = { detail: `parameter ${name} points the server at its own /${root} directory`, score: 5 };
    }
    if (found !== null && (best === null || found.score > best.score)) best = found;
  }
  return best;
}
