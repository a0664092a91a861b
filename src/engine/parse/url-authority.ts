/**
 * The host part of a URL, read the one way every rule reads it: the authority runs from after "://" to the first '/',
 * '?' or '#'; the host is the authority without its user-info (up to the last '@') and port, an IPv6 literal without
 * its brackets, lower-cased. One forward pass, no regex.
 */

/** Where the authority that starts at `from` (just after "://") ends: the first '/', '?' or '#' before `end`. */
export function authorityEnd(s: string, from: number, end = s.length): number {
  let e = from;
  while (e < end) {
    const c = s.charCodeAt(e);
    if (c === 47 || c === 63 || c === 35) break;
    e++;
  }
  return e;
}

/** The host of an authority ("user:pw@Host.example:8443" → "host.example", "[::1]:80" → "::1"). */
export function hostOfAuthority(authority: string): string {
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) {
    const close = host.indexOf(']');
    return host.slice(1, close === -1 ? undefined : close).toLowerCase();
  }
  const colon = host.indexOf(':');
  return (colon === -1 ? host : host.slice(0, colon)).toLowerCase();
}

/** The host of the URL whose authority starts at `from` in `s` (just after "://") and which ends by `end`. */
export function urlHostAt(s: string, from: number, end = s.length): string {
  return hostOfAuthority(s.slice(from, authorityEnd(s, from, end)));
}
